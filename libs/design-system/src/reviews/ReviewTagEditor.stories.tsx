import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ReviewTagEditor, type ReviewTagEditorProps } from './ReviewTagEditor.js';

const meta = {
  title: 'Reviews/ReviewTagEditor',
  component: ReviewTagEditor,
  args: {
    tags: ['billing', 'front desk'],
    suggestions: [],
    inputText: '',
    onInputChange: fn(),
    onAdd: fn(),
    onRemove: fn(),
    error: null,
    readOnly: false,
  },
} satisfies Meta<typeof ReviewTagEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const TAGS = ['parking', 'parking lot', 'part-time staff'];

/** A store stand-in: typing asks for matches, Enter adds, the typed text stays until the add succeeds. */
function Editing(args: ReviewTagEditorProps & { refuse?: string }) {
  const [text, setText] = useState(args.inputText);
  const [tags, setTags] = useState(args.tags);
  return (
    <ReviewTagEditor
      {...args}
      tags={tags}
      inputText={text}
      suggestions={text ? TAGS.filter((tag) => tag.startsWith(text)) : []}
      onInputChange={(next) => {
        args.onInputChange(next);
        setText(next);
      }}
      onAdd={(name) => {
        args.onAdd(name);
        if (args.refuse) return;
        setTags([...tags, name]);
        setText('');
      }}
      error={args.refuse ?? args.error}
    />
  );
}

const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Add a tag' });

export const Tags: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Tags' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(list).getByRole('button', { name: 'Remove tag front desk' }));
    await expect(args.onRemove).toHaveBeenCalledWith('front desk');
  },
};

/** Typeahead: a suggestion picked by keyboard is added. */
export const PickSuggestion: Story = {
  render: Editing,
  play: async ({ canvasElement, args }) => {
    await userEvent.type(input(canvasElement), 'par');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('par');
    await screen.findByRole('option', { name: 'parking lot' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('parking lot');
    await expect(within(canvasElement).getByRole('list', { name: 'Tags' })).toHaveTextContent('parking lot');
  },
};

/** A new tag typed and added with Enter. */
export const AddOnEnter: Story = {
  render: Editing,
  play: async ({ canvasElement, args }) => {
    await userEvent.type(input(canvasElement), 'wait time{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('wait time');
    await expect(input(canvasElement)).toHaveValue('');
  },
};

/** A refused add: the error shows and the typed tag stays. */
export const AddFailed: Story = {
  render: (args) => <Editing {...args} refuse="Unable to add the tag. Please try again." />,
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'wait time{Enter}');
    await expect(input(canvasElement)).toHaveValue('wait time');
    await expect(input(canvasElement)).toHaveAccessibleDescription('Unable to add the tag. Please try again.');
  },
};

export const NoTags: Story = {
  args: { tags: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tags')).toBeTruthy();
  },
};

/** Users who may not tag read the chips. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};
