/** "(required)" after a question, in words so a screen reader says it too. */
export function RequiredMark() {
  return <span className="locus-survey__required">(required)</span>;
}
