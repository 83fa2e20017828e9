/**
 * The Locus review widget loader, for any web page:
 *   <div data-locus-widget="KEY"></div><script async src="https://HOST/embed/v1/widget.js"></script>
 * Plain DOM, no framework. Each widget renders in a shadow root (host styles and ours never mix) inside a
 * box whose height is fixed per type from the start, so the host page does not shift. Text is set with
 * textContent only: review text never becomes markup.
 */
interface Review {
  author: string;
  rating: number;
  text: string | null;
  date: string;
  source: string;
}
interface Data {
  type: 'teaser' | 'full_page' | 'star_snapshot' | 'location_info';
  name: string;
  business: string;
  layout: string;
  colors: { primary: string; background: string; text: string; star: string };
  show_review_text: boolean;
  json_ld: boolean;
  rating: { average: number | null; count: number };
  location: { name: string; address: string; phone: string | null; website: string | null } | null;
  reviews: Review[];
}

/**
 * The box each type reserves (px); the rendered widget scrolls inside it rather than growing. A key starts
 * with its type's letter (t-, f-, s-, l-), so the box is right before the data arrives.
 */
const HEIGHTS: Record<string, number> = { s: 120, t: 260, l: 180, f: 520 };
const DEFAULT_HEIGHT = 260;
const heightOf = (key: string) => HEIGHTS[key.charAt(0)] ?? DEFAULT_HEIGHT;
const DONE = 'data-locus-ready';

const script = document.currentScript as HTMLScriptElement | null;
const origin = script ? new URL(script.src).origin : location.origin;

function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: (Node | string | null)[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const name in attrs) el.setAttribute(name, attrs[name] as string);
  for (const child of children) if (child !== null) el.append(child);
  return el;
}

/** Stars drawn as characters with their words for screen readers. */
function stars(rating: number): HTMLElement {
  const full = Math.round(rating);
  return h('span', { class: 'stars', role: 'img', 'aria-label': `${rating} out of 5 stars` }, '★'.repeat(full) + '☆'.repeat(5 - full));
}

const reviewCount = (count: number) => `Based on ${count} review${count === 1 ? '' : 's'}`;

function summary(data: Data): HTMLElement {
  const average = data.rating.average;
  return h(
    'div',
    { class: 'summary' },
    h('p', { class: 'business' }, data.location ? data.location.name : data.business),
    average === null ? h('p', {}, 'No reviews yet') : h('p', { class: 'score' }, h('strong', {}, average.toFixed(1)), ' ', stars(average)),
    h('p', { class: 'count' }, reviewCount(data.rating.count)),
  );
}

function reviewItem(review: Review, data: Data): HTMLElement {
  return h(
    'li',
    { class: 'review' },
    h('p', { class: 'meta' }, stars(review.rating), ' ', h('span', { class: 'author' }, review.author)),
    data.show_review_text && review.text ? h('blockquote', {}, review.text) : null,
    h('p', { class: 'source' }, `${review.source} · `, h('time', { datetime: review.date }, review.date)),
  );
}

function reviewList(data: Data): HTMLElement {
  const list = h('ul', { class: `reviews ${data.layout}`, 'aria-label': `Reviews of ${data.business}` });
  for (const review of data.reviews) list.append(reviewItem(review, data));
  return list;
}

/** One review at a time, moved by named buttons or the arrow keys; the change is announced politely. */
function carousel(data: Data): HTMLElement {
  const list = reviewList(data);
  const items = Array.from(list.children) as HTMLElement[];
  const status = h('p', { class: 'status', 'aria-live': 'polite' });
  let index = 0;
  const show = (next: number) => {
    index = (next + items.length) % items.length;
    items.forEach((item, i) => (item.hidden = i !== index));
    status.textContent = `Review ${index + 1} of ${items.length}`;
  };
  const region = h('section', { class: 'carousel', 'aria-roledescription': 'carousel', 'aria-label': data.name, tabindex: '0' });
  const prev = h('button', { type: 'button', 'aria-label': 'Previous review' }, '‹');
  const next = h('button', { type: 'button', 'aria-label': 'Next review' }, '›');
  prev.addEventListener('click', () => show(index - 1));
  next.addEventListener('click', () => show(index + 1));
  region.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    if (event.key === 'ArrowRight') show(index + 1);
  });
  region.append(summary(data), list);
  if (items.length > 1) region.append(h('div', { class: 'controls' }, prev, status, next));
  if (items.length > 0) show(0);
  return region;
}

function locationInfo(data: Data): HTMLElement {
  const place = data.location;
  const box = h('section', { class: 'location', 'aria-label': data.name }, summary(data));
  if (!place) return box;
  box.append(h('p', {}, place.address));
  if (place.phone) box.append(h('p', {}, h('a', { href: `tel:${place.phone.replace(/[^\d+]/g, '')}` }, place.phone)));
  if (place.website && /^https?:\/\//i.test(place.website)) box.append(h('p', {}, h('a', { href: place.website, rel: 'noopener', target: '_blank' }, place.website)));
  return box;
}

function body(data: Data): HTMLElement {
  if (data.type === 'teaser') return carousel(data);
  if (data.type === 'location_info') return locationInfo(data);
  if (data.type === 'star_snapshot') return h('section', { class: 'snapshot', 'aria-label': data.name }, summary(data));
  return h('section', { class: 'feed', 'aria-label': data.name, tabindex: '0' }, summary(data), reviewList(data));
}

const CSS =
  ':host{all:initial;display:block;contain:content}' +
  '*{box-sizing:border-box}' +
  '.w{height:100%;overflow:auto;padding:12px 16px;font:14px/1.45 system-ui,sans-serif;color:var(--t);background:var(--b);border:1px solid #0002;border-radius:8px}' +
  'p{margin:0 0 4px}ul{list-style:none;margin:8px 0 0;padding:0}.review{padding:8px 0;border-top:1px solid #0001}' +
  '.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:8px}' +
  '.stars{color:var(--s);letter-spacing:1px}.score strong{font-size:24px;margin-right:4px}.business{font-weight:600}' +
  'blockquote{margin:4px 0;font-style:italic}.source,.count,.status{font-size:12px;opacity:.75}' +
  '.controls{display:flex;align-items:center;justify-content:space-between;margin-top:8px}' +
  'button{font:inherit;font-size:18px;min-width:32px;min-height:32px;border:1px solid var(--p);color:var(--p);background:none;border-radius:16px;cursor:pointer}' +
  'a{color:var(--p)}:focus-visible{outline:2px solid var(--p);outline-offset:2px}';

function reserve(host: HTMLElement, height: number): void {
  host.style.setProperty('display', 'block', 'important');
  host.style.setProperty('height', `${height}px`, 'important');
  host.style.setProperty('min-height', `${height}px`, 'important');
}

/** schema.org markup in the host page's own DOM (crawlers do not read shadow roots); only when enabled. */
function jsonLd(host: HTMLElement, data: Data): void {
  if (!data.json_ld || data.rating.average === null) return;
  const markup = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: data.location ? data.location.name : data.business,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: data.rating.average, reviewCount: data.rating.count, bestRating: 5 },
    review: data.reviews.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author },
      datePublished: r.date,
      reviewBody: r.text ?? undefined,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5 },
    })),
  };
  const tag = document.createElement('script');
  tag.type = 'application/ld+json';
  tag.textContent = JSON.stringify(markup);
  host.after(tag);
}

/**
 * The widget's CSS: an adopted constructable sheet where the browser has them (a strict style-src does not
 * refuse it), else a <style> carrying the nonce of the loader's own script tag, if the host gave one.
 */
function styles(root: ShadowRoot): Node[] {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
    }
    root.adoptedStyleSheets = [sheet];
    return [];
  }
  const style = h('style', script?.nonce ? { nonce: script.nonce } : {});
  style.textContent = CSS;
  return [style];
}
let sheet: CSSStyleSheet | undefined;

async function mount(host: HTMLElement): Promise<void> {
  host.setAttribute(DONE, 'loading');
  const key = host.getAttribute('data-locus-widget') ?? '';
  reserve(host, heightOf(key));
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  try {
    const reply = await fetch(`${origin}/api/embed/widgets/${encodeURIComponent(key)}.json`, { credentials: 'omit' });
    if (!reply.ok) throw new Error(String(reply.status));
    const data = (await reply.json()) as Data;
    const frame = h('div', { class: 'w' }, body(data));
    // Through the CSSOM, not a style attribute, so a host page whose CSP has no 'unsafe-inline' (the app's
    // own preview page among them) still applies the colours.
    for (const [name, value] of [['--p', data.colors.primary], ['--b', data.colors.background], ['--t', data.colors.text], ['--s', data.colors.star]] as const) frame.style.setProperty(name, value);
    root.replaceChildren(...styles(root), frame);
    jsonLd(host, data);
    host.setAttribute(DONE, 'rendered');
    // Lets the host page (and our e2e) measure the time to render.
    performance.mark('locus-widget-rendered');
  } catch {
    // A deleted, unpublished or unknown widget shows nothing and frees its box.
    root.replaceChildren();
    host.style.setProperty('display', 'none', 'important');
    host.setAttribute(DONE, 'empty');
  }
}

function scan(): void {
  document.querySelectorAll<HTMLElement>(`[data-locus-widget]:not([${DONE}])`).forEach((host) => void mount(host));
}

scan();
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);

// A module, so its names stay out of the global scope when type-checked.
export {};
