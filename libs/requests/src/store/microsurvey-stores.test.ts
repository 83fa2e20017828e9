import { createFakeApi, failure } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { describe, expect, it, vi } from 'vitest';
import { createMicrosurveysApi } from '../api/microsurveys-api.js';
import { MICROSURVEY_EDITOR_MESSAGES as EDIT } from '../model/microsurvey-editor.js';
import { MICROSURVEYS_MESSAGES as MSG } from '../model/microsurvey-list.js';
import { MICROSURVEY_SUMMARY_MESSAGES as SUM } from '../model/microsurvey-summary.js';
import {
  microsurveyFixture,
  microsurveyResponseFixture,
  microsurveySummaryFixture,
} from '../testing/microsurvey-fixtures.js';
import { halPage } from '../testing/request-history-fixtures.js';
import { MicrosurveySummaryStore } from './microsurvey-summary-store.js';
import { MicrosurveysStore } from './microsurveys-store.js';

const clock = { now: () => new Date('2026-11-28T12:00:00Z'), utcOffset: 0 };

function setup(canEdit = true, canDelete = canEdit) {
  const fake = createFakeApi({
    'GET /microsurveys': { status: 200, body: halPage('microsurveys', [microsurveyFixture(), microsurveyFixture({ id: 8, name: 'Pickup', token: 't8' })]) },
    'POST /microsurveys': ({ body }) => ({ status: 201, body: microsurveyFixture({ id: 9, ...body }) }),
    'PUT /microsurveys/{id}': ({ body }) => ({ status: 200, body: microsurveyFixture({ ...body }) }),
    'DELETE /microsurveys/{id}': { status: 204 },
  });
  const notifier = recordingNotifier();
  const copyText = vi.fn(() => Promise.resolve());
  const openSummaries = vi.fn();
  const store = new MicrosurveysStore({
    api: createMicrosurveysApi(fake.client, 3),
    notifier,
    origin: () => 'https://app.example.com',
    copyText,
    openSummaries,
    canEdit,
    canDelete,
    clock,
  });
  return { fake, notifier, store, copyText, openSummaries };
}

describe('MicrosurveysStore', () => {
  it('lists the account’s surveys with their share links', async () => {
    const { store, fake } = setup();
    await store.load();
    expect(fake.calls('GET /microsurveys')[0]?.query.get('account_id')).toBe('3');
    expect(store.view).toMatchObject({ status: 'ready', total: 2, canEdit: true, confirmDelete: null });
    expect(store.view.rows.map((row) => row.shareUrl)).toEqual([
      'https://app.example.com/s/ms-after-visit',
      'https://app.example.com/s/t8',
    ]);
  });

  it('copies the share link and opens the summaries page', async () => {
    const { store, copyText, notifier, openSummaries } = setup();
    await store.load();
    expect(await store.copyLink(8)).toBe(true);
    expect(copyText).toHaveBeenCalledWith('https://app.example.com/s/t8');
    expect(notifier.notes).toEqual([{ level: 'success', message: MSG.copied }]);
    store.view.onOpenSummaries(7);
    expect(openSummaries).toHaveBeenCalledWith('/request-reviews/microsurveys/7/summaries');
  });

  it('deletes only after the confirmation, and says why not when the server refuses', async () => {
    const { store, fake, notifier } = setup();
    await store.load();
    store.view.onDelete(7);
    expect(store.view.confirmDelete).toEqual({ id: 7, name: 'After your visit', responses: 12 });
    expect(fake.calls('DELETE /microsurveys/{id}')).toHaveLength(0);
    store.view.onCancelDelete();
    expect(store.view.confirmDelete).toBeNull();
    store.askDelete(7);
    expect(await store.confirmDelete()).toBe(true);
    expect(fake.calls('DELETE /microsurveys/{id}')[0]?.path).toContain('/microsurveys/7');
    expect(store.view.rows.map((row) => row.id)).toEqual([8]);
    fake.on('DELETE /microsurveys/{id}', failure(404, 'Not found.'));
    store.askDelete(8);
    expect(await store.confirmDelete()).toBe(false);
    expect(notifier.notes.at(-1)).toEqual({ level: 'alert', message: MSG.deleteFailed, serverText: 'Not found.' });
  });

  it('neither edits nor deletes without the permissions', async () => {
    const { store } = setup(false, false);
    await store.load();
    store.view.onCreate();
    store.view.onDelete(7);
    expect(store.view.editor.open).toBe(false);
    expect(store.view.confirmDelete).toBeNull();
  });

  it('creates a survey from the builder, then lists page 1 again', async () => {
    const { store, fake, notifier } = setup();
    await store.load();
    store.view.onCreate();
    store.editor.view.onNameChange('Checkout');
    store.editor.view.onAddQuestion('choice');
    store.editor.view.onQuestionLabelChange(0, 'Which?');
    store.editor.view.onChoiceChange(0, 0, 'A');
    store.editor.view.onChoiceChange(0, 1, 'B');
    store.editor.view.onRequiredToggle(0, true);
    store.editor.view.onAddQuestion('yes_no');
    store.editor.view.onQuestionLabelChange(1, 'Back?');
    store.editor.view.onMoveQuestion(1, -1);
    expect(await store.editor.save()).toBe(true);
    expect(fake.calls('POST /microsurveys')[0]?.body).toEqual({
      name: 'Checkout',
      isStarRatingQuestion: true,
      star_question: 'How would you rate your visit?',
      star_scale: 5,
      normalize_star_rating: false,
      questions: [
        { id: 'q2', type: 'yes_no', label: 'Back?', choices: [], required: false },
        { id: 'q1', type: 'choice', label: 'Which?', choices: ['A', 'B'], required: true },
      ],
    });
    expect(store.view.editor.open).toBe(false);
    expect(notifier.notes).toEqual([{ level: 'success', message: EDIT.created }]);
    await vi.waitFor(() => expect(fake.calls('GET /microsurveys')).toHaveLength(2));
  });

  it('shows the rules once a save was tried and sends nothing while they refuse', async () => {
    const { store, fake } = setup();
    store.editor.create();
    store.editor.view.onAddQuestion('choice');
    expect(store.editor.view.nameError).toBeNull();
    expect(await store.editor.save()).toBe(false);
    expect(store.editor.view.nameError).toBe(EDIT.nameRequired);
    expect(store.editor.view.questions[0]).toMatchObject({ labelError: EDIT.labelRequired, choicesError: EDIT.choiceEmpty });
    expect(fake.calls('POST /microsurveys')).toHaveLength(0);
  });

  it('shows a 409 on the name and a 400 on the field it names, until that field changes', async () => {
    const { store, fake } = setup();
    await store.load();
    store.view.onEdit(7);
    expect(store.editor.view).toMatchObject({ mode: 'edit', name: 'After your visit', nameCounter: '16/100' });
    fake.on('PUT /microsurveys/{id}', failure(409, 'Duplicate name.', 'conflict'));
    expect(await store.editor.save()).toBe(false);
    expect(store.editor.view.nameError).toBe(EDIT.nameTaken);
    store.editor.view.onNameChange('Other');
    expect(store.editor.view.nameError).toBeNull();
    fake.on('PUT /microsurveys/{id}', {
      status: 400,
      body: { status: 400, code: 'bad_request', error: 'Choices must be unique.', field: 'questions[0].choices' },
    });
    await store.editor.save();
    expect(store.editor.view.questions[0]?.choicesError).toBe('Choices must be unique.');
    store.editor.view.onChoiceChange(0, 0, 'Friends');
    expect(store.editor.view.questions[0]?.choicesError).toBeNull();
    fake.on('PUT /microsurveys/{id}', ({ body }) => ({ status: 200, body: microsurveyFixture({ ...body }) }));
    expect(await store.editor.save()).toBe(true);
    expect(fake.calls('PUT /microsurveys/{id}').at(-1)?.path).toContain('/microsurveys/7');
    expect(store.view.rows[0]?.name).toBe('Other');
  });
});

describe('MicrosurveySummaryStore', () => {
  function summarySetup() {
    const fake = createFakeApi({
      'GET /microsurveys/{id}': { status: 200, body: microsurveyFixture() },
      'GET /microsurveys/{id}/summary': { status: 200, body: microsurveySummaryFixture() },
      'GET /microsurveys/{id}/responses': {
        status: 200,
        body: halPage('microsurvey_responses', [microsurveyResponseFixture()], 1, 30, 2),
      },
    });
    const store = new MicrosurveySummaryStore({ api: createMicrosurveysApi(fake.client, 3), id: 7, clock });
    return { fake, store };
  }

  it('reads the survey, its summary and 25 responses of the filter bar’s period', async () => {
    const { fake, store } = summarySetup();
    await store.setPeriod({ startDate: '2026-11-01', endDate: '2026-11-28', locationId: 11 });
    const summaryQuery = fake.calls('GET /microsurveys/{id}/summary')[0]?.query;
    expect(summaryQuery?.get('start_date')).toBe('2026-11-01');
    expect(summaryQuery?.get('location_id')).toBe('11');
    const responsesQuery = fake.calls('GET /microsurveys/{id}/responses')[0]?.query;
    expect(responsesQuery?.get('per_page')).toBe('25');
    expect(responsesQuery?.get('end_date')).toBe('2026-11-28');
    expect(store.view).toMatchObject({
      status: 'ready',
      name: 'After your visit',
      responses: 10,
      average: '4.20',
      hasStarQuestion: true,
      rowsStatus: 'ready',
      total: 30,
      pageCount: 2,
    });
    expect(store.view.rows[0]?.rating).toBe('4/5');
    // The survey is read once; a new period reads the summary and responses again.
    await store.setPeriod({ startDate: '', endDate: '', locationId: null });
    expect(fake.calls('GET /microsurveys/{id}')).toHaveLength(1);
    expect(fake.calls('GET /microsurveys/{id}/summary')[1]?.query.has('start_date')).toBe(false);
  });

  it('says when the survey is gone', async () => {
    const { fake, store } = summarySetup();
    fake.on('GET /microsurveys/{id}', failure(404, 'Not found.'));
    await store.setPeriod({ startDate: '2026-11-01', endDate: '2026-11-28', locationId: null });
    expect(store.view).toMatchObject({ status: 'error', loadError: SUM.notFound });
  });
});
