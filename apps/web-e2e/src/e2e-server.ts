// Starts the real server for the end-to-end suite on a fresh database (a new PGlite data directory per run).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.LOCUS_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'locus-e2e-'));
delete process.env.DATABASE_URL;
await import('../../api/src/main.js');
