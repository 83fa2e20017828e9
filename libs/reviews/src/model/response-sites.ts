import type { Schemas } from '@locus/api-client';

/** The review sites the product knows (the contract's SourceCode). */
export type SourceCode = Schemas['Source']['code'];

/** Whether Locus can publish a reply to a site's reviews, and how long that reply may be. */
export type ResponseCapability =
  { canReply: true; maxLength: number; limitSource: 'site' | 'ours' } | { canReply: false; reason: string };

const readOnly = (site: string): ResponseCapability => ({
  canReply: false,
  reason: `${site} does not accept replies through Locus; answer this review on ${site}.`,
});

/**
 * Per site. Google Business Profile takes replies up to 4096 characters and Facebook comments up to 8000
 * (the sites' own limits). Feedback is Locus's own source: its replies go out privately (the seed marks
 * them read-only once published, P4-056); its 4096 limit is our choice, the same as Google's so a reply
 * written for one fits the other. Every other site has no reply API open to us.
 */
const CAPABILITIES: Readonly<Record<SourceCode, ResponseCapability>> = {
  google: { canReply: true, maxLength: 4096, limitSource: 'site' },
  facebook: { canReply: true, maxLength: 8000, limitSource: 'site' },
  feedback: { canReply: true, maxLength: 4096, limitSource: 'ours' },
  yelp: readOnly('Yelp'),
  tripadvisor: readOnly('Tripadvisor'),
  bing: readOnly('Bing'),
  apple_maps: readOnly('Apple Maps'),
  healthgrades: readOnly('Healthgrades'),
  zocdoc: readOnly('Zocdoc'),
  cars_com: readOnly('Cars.com'),
  dealerrater: readOnly('DealerRater'),
  caring_com: readOnly('Caring.com'),
  a_place_for_mom: readOnly('A Place for Mom'),
  g2: readOnly('G2'),
  capterra: readOnly('Capterra'),
  trustpilot: readOnly('Trustpilot'),
  opentable: readOnly('OpenTable'),
};

/** Whether a review from this site can be answered through Locus; an unknown code is read-only. */
export function responseCapability(sourceCode: string): ResponseCapability {
  return Object.hasOwn(CAPABILITIES, sourceCode)
    ? CAPABILITIES[sourceCode as SourceCode]
    : { canReply: false, reason: 'This site does not accept replies through Locus.' };
}
