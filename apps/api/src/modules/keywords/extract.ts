/**
 * Keyword mentions from review text with wink-nlp and its English lite model (an npm package: nothing is
 * downloaded at run time). The text is split into sentences; each sentence's keywords are its noun compounds
 * ('wait time', 'desk staff') and its other nouns (by lemma, so 'charges' counts as 'charge'), less stop
 * words and nouns too general to tell anything; each mention takes the sentiment of its sentence.
 */
import winkNLP, { type ItemCustomEntity, type ItemSentence, type ItemToken, type ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { categoryOf, type ExperienceCategory } from './categories.js';

export type MentionSentiment = -1 | 0 | 1;

export interface Mention {
  keyword: string;
  category: ExperienceCategory | null;
  sentiment: MentionSentiment;
}

/** A sentence's score (-1..1) beyond this margin is positive or negative; within it, neutral. */
const SENTIMENT_MARGIN = 0.05;
const KEYWORD_MAX = 60;
const WORD = /^[a-z][a-z'-]*[a-z]$/;
/** Nouns that occur in reviews of any kind and say nothing about the experience. */
const TOO_GENERAL = new Set([
  'thing', 'things', 'way', 'lot', 'bit', 'time', 'day', 'moment', 'visit', 'place', 'everything', 'anything', 'nothing',
  'something', 'everyone', 'anyone', 'nobody', 'somebody', 'star', 'stars', 'star', 'family', 'kind', 'sort', 'year',
  'week', 'month', 'today', 'yesterday', 'nightmare', 'problem', 'issue', 'start', 'finish', 'end', 'reason', 'job',
]);

const nlp = winkNLP(model);
const its = nlp.its;
// wink-nlp 2.4's typings declare `its.lemma` with a signature `out()` does not accept; at run time it is an its function like the others.
const LEMMA = its.lemma as unknown as ItsFunction<string>;
// A noun followed by a noun ('wait time', 'front desk'): the compounds reviews name experiences with.
nlp.learnCustomEntities([{ name: 'compound', patterns: ['[NOUN|PROPN] [NOUN]'] }]);

const NOUN_TAGS = new Set(['NOUN', 'PROPN']);

function sentimentOf(score: number): MentionSentiment {
  if (score > SENTIMENT_MARGIN) return 1;
  if (score < -SENTIMENT_MARGIN) return -1;
  return 0;
}

const usable = (word: string) => WORD.test(word) && !TOO_GENERAL.has(word);

/**
 * The mentions of a text in reading order; a keyword counts once per sentence. Lower-cased first, so a
 * capitalised first word is not taken for a proper noun.
 */
export function extractMentions(text: string | null | undefined): Mention[] {
  if (!text || !text.trim()) return [];
  const doc = nlp.readDoc(text.toLowerCase());
  const mentions: Mention[] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const sentiment = sentimentOf(Number(sentence.out(its.sentiment)));
    const seen = new Set<string>();
    const inCompound = new Set<number>();
    const add = (keyword: string) => {
      if (seen.has(keyword) || keyword.length > KEYWORD_MAX) return;
      seen.add(keyword);
      mentions.push({ keyword, category: categoryOf(keyword), sentiment });
    };
    sentence.customEntities().each((entity: ItemCustomEntity) => {
      const words = entity.out(its.value).split(/\s+/);
      if (!words.every((w: string) => WORD.test(w))) return;
      add(words.join(' '));
      const [start, end] = entity.out(its.span) as unknown as [number, number];
      for (let i = start; i <= end; i += 1) inCompound.add(i);
    });
    sentence.tokens().each((token: ItemToken) => {
      if (inCompound.has(token.index()) || !NOUN_TAGS.has(token.out(its.pos)) || token.out(its.stopWordFlag)) return;
      const lemma = token.out(LEMMA);
      if (usable(lemma)) add(lemma);
    });
  });
  return mentions;
}
