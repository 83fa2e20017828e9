// PLACEHOLDER (microsurveys base): replaced by the helper who builds these operations.
import type { HandlerMap } from '../../http/handler-types.js';

const notBuilt = async (): Promise<never> => {
  throw new Error('Not built yet');
};

export const microsurveyHandlers = {
  listMicrosurveys: notBuilt,
  createMicrosurvey: notBuilt,
  getMicrosurvey: notBuilt,
  updateMicrosurvey: notBuilt,
  deleteMicrosurvey: notBuilt,
  getMicrosurveySummary: notBuilt,
  listMicrosurveyResponses: notBuilt,
  downloadMicrosurveyCustomAttributesCsv: notBuilt,
} satisfies HandlerMap;
