// PLACEHOLDER (microsurveys base): replaced by the helper who builds these operations.
import type { HandlerMap } from '../../http/handler-types.js';

const notBuilt = async (): Promise<never> => {
  throw new Error('Not built yet');
};

export const publicSurveyHandlers = {
  getPublicMicrosurvey: notBuilt,
  answerPublicMicrosurvey: notBuilt,
} satisfies HandlerMap;
