import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
// Whole-shell renders load lazy route modules; on a busy 2-core machine the default 1 s wait is too short.
configure({ asyncUtilTimeout: 5000 });
