/** The placeholders a response template may use, and where each one's value comes from. */
export const RESPONSE_PLACEHOLDERS = ['reviewer_first_name', 'location_name', 'location_phone'] as const;
export type ResponsePlaceholder = (typeof RESPONSE_PLACEHOLDERS)[number];

/** What a template is filled from: the review's author and location (any may be unknown). */
export interface ResponseTemplateValues {
  authorName: string | null;
  locationName: string | null;
  locationPhone: string | null;
}

export interface FilledResponseTemplate {
  text: string;
  /** Known placeholders with no value: their markers stay in `text` for the user to replace. */
  missing: ResponsePlaceholder[];
  /** Placeholders the product does not know, e.g. `{first_name}`; left as typed. */
  unknown: string[];
  /** Why the template cannot be used as is (unknown placeholders), or null. */
  error: string | null;
}

// `{word}`: letters, digits and underscores, so "{ }" or prices in braces are not taken for placeholders.
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

// Words before a name that are not the name; names of an anonymous author carry none.
const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'madam']);
const ANONYMOUS = /^(a |an )?(anonymous|google user|facebook user|yelp user|customer|guest|user)$/i;

/**
 * The first name in an author's display name ("Ada L." gives "Ada", "Dr. Jane Smith" gives "Jane"), or
 * null when there is none to greet by: no name, an anonymous one, or only an initial ("J. Smith").
 */
export function reviewerFirstName(authorName: string | null): string | null {
  const name = authorName?.trim() ?? '';
  if (name === '' || ANONYMOUS.test(name)) return null;
  const words = name.split(/\s+/);
  const first = words.find((word) => !HONORIFICS.has(word.replace(/\.$/, '').toLowerCase()));
  if (!first || /^\p{L}\.?$/u.test(first)) return null;
  return first.replace(/[,.]+$/, '');
}

/**
 * The marker a known placeholder becomes when its value is unknown. We chose a visible marker over a
 * neutral word: "Dear there," or a wrong phone number would be published unnoticed, a bracket is seen.
 */
export function placeholderMarker(placeholder: ResponsePlaceholder): string {
  return `[${placeholder.replaceAll('_', ' ')}]`;
}

function isKnown(name: string): name is ResponsePlaceholder {
  return (RESPONSE_PLACEHOLDERS as readonly string[]).includes(name);
}

/** The unknown placeholders of a template, each once, in order of first use (as `{name}`). */
export function unknownPlaceholders(template: string): string[] {
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  return [...new Set(names.filter((name) => !isKnown(name)))].map((name) => `{${name}}`);
}

function valueOf(placeholder: ResponsePlaceholder, values: ResponseTemplateValues): string | null {
  const value =
    placeholder === 'reviewer_first_name'
      ? reviewerFirstName(values.authorName)
      : placeholder === 'location_name'
        ? values.locationName
        : values.locationPhone;
  return value?.trim() ? value.trim() : null;
}

/** A template with its placeholders filled from the review; see `FilledResponseTemplate`. */
export function fillResponseTemplate(
  template: string,
  values: ResponseTemplateValues,
): FilledResponseTemplate {
  const missing = new Set<ResponsePlaceholder>();
  const text = template.replace(PLACEHOLDER, (whole, name: string) => {
    if (!isKnown(name)) return whole;
    const value = valueOf(name, values);
    if (value === null) missing.add(name);
    return value ?? placeholderMarker(name);
  });
  const unknown = unknownPlaceholders(template);
  return {
    text,
    missing: [...missing],
    unknown,
    error:
      unknown.length === 0
        ? null
        : `Unknown ${unknown.length === 1 ? 'placeholder' : 'placeholders'} ${unknown.join(', ')}. ` +
          `Use ${RESPONSE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}.`,
  };
}
