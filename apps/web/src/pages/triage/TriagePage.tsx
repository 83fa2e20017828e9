import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { PublicCard } from '../../ui/PublicCard';
import { TRIAGE_CALLS, runTriage, type TriageOutcome } from './triage-calls';

/** /triage (P2-019..P2-021): the browser's user agent and the nine transport checks against /api/triage. */
export default function TriagePage() {
  const [outcomes, setOutcomes] = useState<(TriageOutcome | null)[]>(() => TRIAGE_CALLS.map(() => null));

  useEffect(() => {
    let live = true;
    const url = new URL('/api/triage', window.location.origin).toString();
    void runTriage({ fetch: (request) => fetch(request), url }, (index, outcome) => {
      if (live) setOutcomes((current) => current.map((o, i) => (i === index ? outcome : o)));
    });
    return () => {
      live = false;
    };
  }, []);

  const serverAgent = outcomes.find((o) => o?.echo)?.echo?.user_agent ?? null;
  return (
    <PublicCard title="Triage" wide>
      <Stack spacing={2}>
        <div>
          <Typography variant="subtitle2">Browser user agent</Typography>
          <Typography data-testid="user-agent" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {navigator.userAgent}
          </Typography>
          {serverAgent !== null ? (
            <Typography variant="body2" color="text.secondary">
              The server{' '}
              {serverAgent === navigator.userAgent
                ? 'received the same user agent'
                : `received: ${serverAgent}`}
            </Typography>
          ) : null}
        </div>
        <Table size="small" aria-label="Triage calls">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>Method</TableCell>
              <TableCell>Override header</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Server saw</TableCell>
              <TableCell>Result</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {TRIAGE_CALLS.map((call, index) => {
              const outcome = outcomes[index];
              return (
                <TableRow key={index} data-testid="triage-row">
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>{call.method}</TableCell>
                  <TableCell>{call.override ?? '—'}</TableCell>
                  <TableCell>{outcome ? (outcome.status ?? '—') : 'Running…'}</TableCell>
                  <TableCell>{outcome?.echo?.method ?? '—'}</TableCell>
                  <TableCell>
                    {outcome ? (
                      <Chip
                        size="small"
                        color={outcome.ok ? 'success' : 'error'}
                        label={outcome.ok ? 'OK' : (outcome.error ?? `Expected ${call.expected}`)}
                      />
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Stack>
    </PublicCard>
  );
}
