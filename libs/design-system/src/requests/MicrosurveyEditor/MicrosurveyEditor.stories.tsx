import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { microsurveyEditorArgs, microsurveyQuestions } from '../../fixtures/microsurveys.js';
import { MicrosurveyEditor } from './MicrosurveyEditor.js';

const meta = {
  title: 'Requests/MicrosurveyEditor',
  component: MicrosurveyEditor,
  args: { editor: microsurveyEditorArgs() },
} satisfies Meta<typeof MicrosurveyEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

/** A new survey: typing is passed on, the name counted, questions added by type. */
export const Creating: Story = {
  args: { editor: microsurveyEditorArgs({ mode: 'create', name: '', nameCounter: '0/100', questions: [] }) },
  play: async ({ args }) => {
    const form = await dialog('New microsurvey');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('0/100');
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'A');
    await expect(args.editor.onNameChange).toHaveBeenLastCalledWith('A');
    await expect(form.getByText('No questions yet: add one below.')).toBeTruthy();
    await userEvent.click(form.getByRole('button', { name: 'Multiple choice' }));
    await expect(args.editor.onAddQuestion).toHaveBeenCalledWith('choice');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(args.editor.onSave).toHaveBeenCalled();
  },
};

/** Editing: questions moved, removed, made required; choices added and removed. */
export const Editing: Story = {
  play: async ({ args }) => {
    const form = await dialog('Edit microsurvey');
    await expect(form.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    await userEvent.click(form.getByRole('button', { name: 'Move question 2 up' }));
    await expect(args.editor.onMoveQuestion).toHaveBeenCalledWith(1, -1);
    await userEvent.click(form.getByRole('button', { name: 'Remove question 3' }));
    await expect(args.editor.onRemoveQuestion).toHaveBeenCalledWith(2);
    await userEvent.click(form.getByRole('button', { name: 'Add a choice' }));
    await expect(args.editor.onAddChoice).toHaveBeenCalledWith(0);
    await userEvent.click(form.getByRole('button', { name: 'Remove choice 2 of question 1' }));
    await expect(args.editor.onRemoveChoice).toHaveBeenCalledWith(0, 1);
    const required = form.getAllByRole('switch', { name: 'Required' });
    await userEvent.click(required[1] as HTMLElement);
    await expect(args.editor.onRequiredToggle).toHaveBeenCalledWith(1, true);
  },
};

/** A 1-10 scale offers showing answers on 5. */
export const TenPointScale: Story = {
  args: { editor: microsurveyEditorArgs({ starScale: 10, normalizeAvailable: true, normalizeStarRating: true }) },
  play: async ({ args }) => {
    const form = await dialog('Edit microsurvey');
    await expect(form.getByRole('switch', { name: 'Show 10-point answers on 5 in summaries' })).toBeChecked();
    await userEvent.click(form.getByRole('radio', { name: '1 to 5' }));
    await expect(args.editor.onStarScaleChange).toHaveBeenCalledWith(5);
  },
};

/** Without the star question: no star fields. */
export const NoStarQuestion: Story = {
  args: { editor: microsurveyEditorArgs({ isStarRatingQuestion: false }) },
  play: async () => {
    const form = await dialog('Edit microsurvey');
    await expect(form.queryByRole('textbox', { name: 'Star question' })).toBeNull();
  },
};

/** The rules and the server's refusals on their fields. */
export const WithErrors: Story = {
  args: {
    editor: microsurveyEditorArgs({
      nameError: 'A survey with this name already exists.',
      questionsError: null,
      formError: 'The survey could not be saved.',
      questions: microsurveyQuestions.map((q, i) =>
        i === 0 ? { ...q, choicesError: 'Each choice must be different.', labelError: 'Write the question.' } : q,
      ),
    }),
  },
  play: async () => {
    const form = await dialog('Edit microsurvey');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('A survey with this name already exists.');
    await expect(form.getByText('Each choice must be different.')).toBeTruthy();
    await expect(form.getByText('Write the question.')).toBeTruthy();
    await expect(form.getByText('The survey could not be saved.')).toBeTruthy();
  },
};

/** Ten questions: no more can be added. */
export const Full: Story = {
  args: { editor: microsurveyEditorArgs({ canAddQuestion: false }) },
  play: async () => {
    const form = await dialog('Edit microsurvey');
    await expect(form.getByRole('button', { name: 'Text question' })).toBeDisabled();
    await expect(form.getByText('A survey has at most 10 questions.')).toBeTruthy();
  },
};

export const Saving: Story = {
  args: { editor: microsurveyEditorArgs({ saving: true }) },
  play: async () => {
    const form = await dialog('Edit microsurvey');
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
