import { expect, test, type APIRequestContext } from '../src/test';
import { authHeaders, signIn, type Session } from '../src/api';
import { logInThroughUi } from '../src/shell';

// Microsurveys end to end (issue 23 item 7): a customer answers Harbor's demo survey on its public page, with the
// share link's extra parameter as a custom attribute; the business sees the answer in the survey's summaries.
const ADMIN = 'admin@harbor.test';

interface SurveyRow {
  id: number;
  name: string;
  token: string;
}

async function demoSurvey(request: APIRequestContext, session: Session): Promise<SurveyRow> {
  const res = await request.get('/api/microsurveys', { headers: authHeaders(session), params: { account_id: session.account_id } });
  expect(res.status(), await res.text()).toBe(200);
  const survey = ((await res.json()) as { _embedded: { microsurveys: SurveyRow[] } })._embedded.microsurveys.find((s) => s.name === 'After your visit');
  expect(survey, 'the demo survey').toBeDefined();
  return survey as SurveyRow;
}

test('a customer answers a shared microsurvey and the business reads it in the summaries, with the link’s custom attribute', async ({ page, request, browser }) => {
  const session = await signIn(request, ADMIN);
  const survey = await demoSurvey(request, session);
  const better = `Shorter waits in the lobby, please (${Date.now()}).`;

  const customer = await browser.newContext();
  try {
    const answer = await customer.newPage();
    await answer.goto(`/s/${survey.token}?visit=A-123`);
    await answer.getByRole('radio', { name: '4 stars' }).click();
    await answer.getByRole('radio', { name: 'Google search' }).click();
    await answer.getByRole('radio', { name: 'Yes' }).click();
    await answer.getByRole('textbox', { name: /Anything we could do better/ }).fill(better);
    await answer.getByRole('button', { name: 'Send' }).click();
    await expect(answer.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  } finally {
    await customer.close();
  }

  const responses = await request.get(`/api/microsurveys/${survey.id}/responses`, { headers: authHeaders(session), params: { account_id: session.account_id, per_page: 1 } });
  const newest = ((await responses.json()) as { _embedded: { microsurvey_responses: { star_rating: number; answers: Record<string, string>; custom_attributes: Record<string, string> }[] } })._embedded.microsurvey_responses[0];
  expect(newest?.star_rating).toBe(4);
  expect(newest?.custom_attributes).toEqual({ visit: 'A-123' });

  await logInThroughUi(page, ADMIN);
  await page.goto('/request-reviews/microsurveys');
  await expect(page.getByText('After your visit').first()).toBeVisible();
  await page.goto(`/request-reviews/microsurveys/${survey.id}/summaries`);
  await expect(page.getByText(better).first()).toBeVisible();
});
