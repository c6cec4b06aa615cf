/** Placeholder while the web screen is built. */
export async function measureTyping(_url: string): Promise<void> {}
