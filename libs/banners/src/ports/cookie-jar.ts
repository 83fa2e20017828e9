/** The browser's cookies as the banners use them: a port, so rules and stores are tested without a document. */
export interface CookieJar {
  read(name: string): string | null;
  write(name: string, value: string, maxAgeDays: number): void;
}
