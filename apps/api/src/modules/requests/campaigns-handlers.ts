// PLACEHOLDER (issue 23 base branch): replaced by the helper who builds these operations.
import type { HandlerMap } from '../../http/handler-types.js';

const notBuilt = async (): Promise<never> => {
  throw new Error('Not built yet');
};

export const campaignHandlers = {
  listCampaigns: notBuilt,
  createCampaign: notBuilt,
  getCampaign: notBuilt,
  updateCampaign: notBuilt,
  deleteCampaign: notBuilt,
  listCampaignRecipients: notBuilt,
  replaceCampaignRecipients: notBuilt,
  uploadCampaignRecipients: notBuilt,
  sendCampaign: notBuilt,
} satisfies HandlerMap;
