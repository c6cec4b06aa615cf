/** Every user-visible text of an update's detail page (/updates/{id}, issue 16). */
export const DETAIL_PAGE = {
  viewSource: "View Source",
  jurisdiction: "Jurisdiction",
  category: "Category",
  published: "Published",
  /** When a reviewer approved the update (issue 25). */
  verified: "Verified",
  /** Opens the Task dialog with this update linked (issue 25). */
  createTask: "Create task",
  summary: "Summary",
  noSummary: "No summary yet.",
  obligations: "Obligations",
  obligationsIntro: "Each duty is quoted from the text; the quotes are highlighted below.",
  fullText: "Full Text",
  noText: "The source gave no text for this update.",
  notFound: "This update does not exist or is not published.",
  loadFailed: "Failed to load this update. Please try again.",
  backToUpdates: "Back to Legal Updates",
  pendingNote: (status: string) => `Not public: this update is ${status}.`,
} as const;
