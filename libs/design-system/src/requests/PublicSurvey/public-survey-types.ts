// The microsurvey's public answer page view model (libs/requests PublicSurveyView), as the views' props.

export type PublicSurveyStatus = 'loading' | 'not_found' | 'error' | 'question' | 'sending' | 'thanks';
export type SurveyQuestionType = 'text' | 'choice' | 'yes_no';

export interface SurveyQuestionProps {
  id: string;
  type: SurveyQuestionType;
  label: string;
  /** A choice question's choices; empty for the others. */
  choices: string[];
  required: boolean;
  /** The text, the chosen choice, or "yes"/"no"; '' when unanswered. */
  value: string;
  error: string | null;
}

export interface SurveyStarProps {
  question: string;
  scale: 5 | 10;
  value: number | null;
  error: string | null;
}

export interface PublicSurveyPageProps {
  status: PublicSurveyStatus;
  name: string;
  businessName: string;
  logoUrl: string | null;
  /** The star question first, always required; null when the survey has none. */
  star: SurveyStarProps | null;
  questions: SurveyQuestionProps[];
  /** The longest text answer, for the counter. */
  textLimit: number;
  error: string | null;
  onStar(value: number): void;
  onAnswer(questionId: string, value: string): void;
  onSubmit(): void;
}
