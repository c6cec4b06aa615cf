/**
 * The Profile screen (spec part 2 §2): header, then the profile, company, security and source
 * cards, and from issue 13 the alert digests' time zone and the calendar link; from issue 28 the
 * personal API tokens.
 */
import type { PublicUser } from "@api/schemas/user_answers.ts";
import { ApiTokensCard } from "./api_tokens_card.tsx";
import { CalendarCard } from "./calendar_card.tsx";
import { CompanyCard } from "./company_card.tsx";
import { ProfileHeader } from "./profile_header.tsx";
import { ProfileInfoCard } from "./profile_info_card.tsx";
import { SecurityQuestionsCard } from "./security_questions_card.tsx";
import { SourceSettingsCard } from "./source_settings_card.tsx";
import { SsoSignInCard } from "./sso_sign_in_card.tsx";
import { TimeZoneCard } from "./time_zone_card.tsx";

/** The screen for the signed-in user. */
export function ProfileScreen({ user }: { user: PublicUser }) {
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <ProfileHeader user={user} />
      <ProfileInfoCard user={user} />
      <CompanyCard user={user} />
      {user.hasLocalAuth ? <SecurityQuestionsCard /> : <SsoSignInCard />}
      <SourceSettingsCard />
      <TimeZoneCard user={user} />
      <CalendarCard />
      <ApiTokensCard role={user.role} />
    </div>
  );
}
