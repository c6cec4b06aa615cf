/**
 * The web app's look (web/src/index.css: Tailwind's slate and blue) as inline styles, which is
 * all that email clients reliably apply.
 */
export const COLORS = {
  background: "#f8fafc", // slate-50
  card: "#ffffff",
  foreground: "#0f172a", // slate-900
  muted: "#475569", // slate-600
  border: "#e2e8f0", // slate-200
  primary: "#1d4ed8", // blue-700
  accent: "#eff6ff", // blue-50
  accentForeground: "#1e40af", // blue-800
} as const;

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
