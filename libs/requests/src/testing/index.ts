// Fixtures and fakes for tests and stories of the Ask for Reviews area.
export {};
