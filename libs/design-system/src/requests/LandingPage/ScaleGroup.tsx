import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface ScaleChoice {
  value: number;
  /** The accessible name, e.g. "7" or "4 stars". */
  name: string;
  /** What the button shows (the number, a star). */
  content: ReactNode;
}

export interface ScaleGroupProps {
  /** The id of the question's text, which names the group. */
  labelledBy: string;
  /** The id of the scale's ends ("0 Not likely, 10 Very likely"), read after the question. */
  describedBy?: string;
  choices: readonly ScaleChoice[];
  value: number | null;
  disabled: boolean;
  onChoose(value: number): void;
  className: string;
  choiceClassName: string;
}

/**
 * A radio group of buttons where choosing IS answering (the page moves on). So the arrow keys only move the
 * focus (a roving tabindex) and Space/Enter or a tap answers: checking on arrow, as a native radio group
 * does, would send the first score the arrow lands on.
 */
export function ScaleGroup({
  labelledBy,
  describedBy,
  choices,
  value,
  disabled,
  onChoose,
  className,
  choiceClassName,
}: ScaleGroupProps) {
  const chosen = choices.findIndex((choice) => choice.value === value);
  const [focusIndex, setFocusIndex] = useState(chosen >= 0 ? chosen : 0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const moveTo = (index: number) => {
    const next = (index + choices.length) % choices.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, () => void> = {
      ArrowRight: () => moveTo(focusIndex + 1),
      ArrowDown: () => moveTo(focusIndex + 1),
      ArrowLeft: () => moveTo(focusIndex - 1),
      ArrowUp: () => moveTo(focusIndex - 1),
      Home: () => moveTo(0),
      End: () => moveTo(choices.length - 1),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    step();
  };

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      className={className}
      onKeyDown={onKeyDown}
    >
      {choices.map((choice, index) => (
        <button
          key={choice.value}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="radio"
          aria-checked={choice.value === value}
          aria-label={choice.name}
          tabIndex={index === focusIndex ? 0 : -1}
          disabled={disabled}
          className={choiceClassName}
          onFocus={() => setFocusIndex(index)}
          onClick={() => onChoose(choice.value)}
        >
          {choice.content}
        </button>
      ))}
    </div>
  );
}
