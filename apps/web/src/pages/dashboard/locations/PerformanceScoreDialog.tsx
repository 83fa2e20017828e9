import { ScoreDialog } from '@locus/design-system';
import { SCORING_MESSAGES, useScoreExplanation, type Figures, type Targets } from '@locus/scoring';

export interface ScoreDialogInput {
  name: string;
  /** The row's score as the report shows it. */
  score: number | null;
  figures: Figures;
  days: number;
}

interface Props {
  /** The row's figures; null while the targets load or when they failed. */
  input: ScoreDialogInput | null;
  targets: Targets;
  status: 'loading' | 'loaded' | 'error';
  onClose: () => void;
  onRetry: () => void;
}

/** The score dialog of a report row: the explanation once the account's targets are in (F8-059 when they fail). */
export function PerformanceScoreDialog({ input, targets, status, onClose, onRetry }: Props) {
  if (!input || status !== 'loaded')
    return (
      <ScoreDialog
        open
        name={input?.name ?? ''}
        status={status === 'loaded' ? 'loading' : status}
        error={status === 'error' ? SCORING_MESSAGES.scoreError : null}
        scoreText=""
        whatIfScoreText=""
        dragged={false}
        subscores={[]}
        onDrag={() => undefined}
        onReset={() => undefined}
        onClose={onClose}
        onRetry={onRetry}
      />
    );
  return <ExplainedScore input={input} targets={targets} onClose={onClose} />;
}

function ExplainedScore({ input, targets, onClose }: { input: ScoreDialogInput; targets: Targets; onClose: () => void }) {
  const view = useScoreExplanation({ figures: input.figures, days: input.days, targets }, input.score);
  return (
    <ScoreDialog
      open
      name={input.name}
      status="loaded"
      error={null}
      scoreText={view.scoreText}
      whatIfScoreText={view.whatIfScoreText}
      dragged={Object.keys(view.dragged).length > 0}
      subscores={view.dialogSubscores}
      onDrag={view.onDrag}
      onReset={view.onReset}
      onClose={onClose}
    />
  );
}
