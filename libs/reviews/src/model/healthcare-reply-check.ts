import type { Schemas } from '@locus/api-client';

/**
 * Privacy law for health providers (HIPAA in the US) forbids confirming in public that someone is a
 * patient or repeating their health details, even when the reviewer shared them first. These rules flag
 * replies that may do so; they are phrase patterns a person reads as such, not a legal judgement.
 */
export interface HealthcareReplyRule {
  id: string;
  pattern: RegExp;
  reason: string;
}

const CONFIRMS_PATIENT = 'It confirms the reviewer is your patient or client.';
const HEALTH_DETAIL = 'It repeats a health detail (a condition, procedure or medication).';

// Comma-separated terms (each a regular expression) as alternatives; a space matches any run of spaces.
const words = (list: string) =>
  list
    .trim()
    .split(/\s*,\s*/)
    .map((term) => term.replaceAll(' ', '\\s+'))
    .join('|');
const PROVIDERS = words(`
  dentist, doctor, physician, provider, therapist, hygienist, surgeon, orthodontist, chiropractor,
  counselor, counsellor, psychiatrist, psychologist, nurse, pharmacist, care team, dental team,
  medical team, pediatrician, dermatologist, optometrist
`);
const CARE_EVENTS = words(`
  visit, appointment, treatment, procedure, surgery, exam, examination, check-?up, cleaning, session,
  consultation, diagnosis, prescription, medication, care, recovery, test results, results, x-?rays?,
  scan, stay, therapy, operation, symptoms, condition, pain, tooth, teeth, gums, chart, records?
`);
const PROCEDURES = words(`
  root canals?, crowns?, fillings?, extractions?, implants?, braces, invisalign, whitening,
  deep cleaning, dentures, wisdom teeth, surgery, surgeries, x-?rays?, mri, ct scan, colonoscopy,
  mammograms?, biopsy, vaccines?, vaccinations?, flu shots?, physical therapy, chemo(?:therapy)?,
  stitches, botox, ultrasound, blood work, physical exam, c-section
`);
const CONDITIONS = words(`
  cancer, diabetes, depression, anxiety, ptsd, adhd, covid(?:-19)?, infections?, cavity, cavities,
  gum disease, gingivitis, periodontitis, pregnan(?:t|cy), fractures?,
  broken (?:bone|arm|leg|wrist|ankle|tooth), injury, injuries, arthritis, hypertension,
  high blood pressure, asthma, dementia, alzheimer'?s, addiction, sleep apnea, migraines?, hiv, std,
  concussion, allerg(?:y|ies), abscess, eating disorder
`);
const MEDICATIONS = words(`
  medications?, medicines?, prescriptions?, antibiotics?, painkillers?, pain meds, opioids?, insulin,
  ibuprofen, antidepressants?, dosage, refills?, anesthesia, novocaine, sedation
`);

const rule = (id: string, source: string, reason: string): HealthcareReplyRule => ({
  id,
  pattern: new RegExp(`\\b(?:${source})\\b`, 'giu'),
  reason,
});

/** The rules, as data: each a phrase pattern and why it is a risk. */
export const HEALTHCARE_REPLY_RULES: readonly HealthcareReplyRule[] = [
  rule(
    'patient-relationship',
    // Said of "you" only: "we are a patient team" uses the adjective.
    "(?:being|you're|you\\s+are|you\\s+were|as|became|become)\\s+(?:a\\s+|one\\s+of\\s+)?(?:our|a)\\s+(?:[\\w-]+\\s+)?(?:patients?|clients?|residents?)(?!-)",
    CONFIRMS_PATIENT,
  ),
  rule('provider-role', `your\\s+(?:${PROVIDERS})`, CONFIRMS_PATIENT),
  rule(
    'care-event',
    `your\\s+(?:(?:next|recent|last|first|latest|follow-?up|annual|dental|medical)\\s+)?(?:${CARE_EVENTS})`,
    CONFIRMS_PATIENT,
  ),
  rule(
    'treated-you',
    '(?:treated|treating|caring\\s+for|examined|operated\\s+on)\\s+you|(?:see|seeing)\\s+you\\s+(?:again|back)',
    CONFIRMS_PATIENT,
  ),
  rule('came-in', 'when\\s+you\\s+(?:came|come)\\s+in|in\\s+the\\s+(?:dental\\s+)?chair', CONFIRMS_PATIENT),
  rule('procedure', PROCEDURES, HEALTH_DETAIL),
  rule('condition', CONDITIONS, HEALTH_DETAIL),
  rule('medication', MEDICATIONS, HEALTH_DETAIL),
  rule(
    'recovery',
    'feel(?:s|ing)?\\s+better|(?:speedy|quick|full|smooth)\\s+recovery|get\\s+well|heal(?:s|ed|ing)\\s+(?:well|nicely)',
    HEALTH_DETAIL,
  ),
];

/** A flagged stretch of the reply: UTF-16 offsets into it (as a text box's selection takes). */
export interface HealthcareReplyMatch {
  start: number;
  end: number;
  text: string;
  ruleId: string;
  reason: string;
}

export type HealthcareReplyMode = 'warn' | 'block';

export interface HealthcareReplyCheck {
  matches: HealthcareReplyMatch[];
  /** False only when the account blocks such replies and one was found. */
  mayPublish: boolean;
  /** What to tell the person, or null when nothing was found. */
  message: string | null;
}

/** Only healthcare accounts are checked (their setting says whether to warn or to block). */
export function healthcareReplyCheckApplies(vertical: Schemas['Account']['vertical']): boolean {
  return vertical === 'healthcare';
}

/** The phrases of a reply that may break patient privacy, and whether it may be published. */
export function checkHealthcareReply(text: string, mode: HealthcareReplyMode): HealthcareReplyCheck {
  // Curly apostrophes read as straight ones; the swap keeps every offset.
  const normalised = text.replaceAll('’', "'");
  const found = new Map<string, HealthcareReplyMatch>();
  for (const { id, pattern, reason } of HEALTHCARE_REPLY_RULES) {
    for (const match of normalised.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      // Overlapping rules over the same words (e.g. "your surgery") are told once, by the first rule.
      const overlaps = [...found.values()].some((other) => start < other.end && other.start < end);
      if (!overlaps) found.set(`${start}`, { start, end, text: text.slice(start, end), ruleId: id, reason });
    }
  }
  const matches = [...found.values()].sort((a, b) => a.start - b.start);
  if (matches.length === 0) return { matches, mayPublish: true, message: null };
  const reasons = [...new Set(matches.map((m) => m.reason))].join(' ');
  const quoted = matches.map((m) => `“${m.text}”`).join(', ');
  return {
    matches,
    mayPublish: mode === 'warn',
    message:
      mode === 'block'
        ? `This reply can’t be published: ${quoted}. ${reasons} Your account does not allow this in public replies, to protect patient privacy.`
        : `Check this reply before publishing: ${quoted}. ${reasons} Public replies should not, to protect patient privacy.`,
  };
}
