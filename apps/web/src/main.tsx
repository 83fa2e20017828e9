import { createRoot } from 'react-dom/client';

// Placeholder until the app shell issue lands: proves the build and the server's static serving.
createRoot(document.getElementById('root') as HTMLElement).render(<h1>Locus</h1>);
