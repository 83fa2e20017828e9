// PLACEHOLDER (issue 23 base branch): replaced by the helper who builds these operations.
import type { HandlerMap } from '../../http/handler-types.js';

const notBuilt = async (): Promise<never> => {
  throw new Error('Not built yet');
};

export const campaignReportHandlers = {
  listCampaignReports: notBuilt,
  getCampaignOverview: notBuilt,
  listReviewRequests: notBuilt,
  downloadCampaignsCsv: notBuilt,
} satisfies HandlerMap;
