/**
 * The Gemini model used when GEMINI_MODEL is unset: a current GA Flash model (ADR 0060). Apart
 * from gemini.ts so that the settings can name it without loading @google/genai (ADR 0187).
 */
export const DEFAULT_GEMINI_MODEL = "gemini-3.5-flash";
