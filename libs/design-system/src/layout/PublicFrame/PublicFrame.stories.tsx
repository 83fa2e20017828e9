import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LightButton } from '../../inputs/LightButton/LightButton.js';
import { TextInput } from '../../inputs/TextInput/TextInput.js';
import { FormColumn, PlainLink, PublicFrame, SpreadRow } from './PublicFrame.js';

const meta = {
  title: 'Layout/PublicFrame',
  component: PublicFrame,
  args: {
    productName: 'Locus',
    title: 'Log in',
    children: (
      <FormColumn noValidate onSubmit={(event) => event.preventDefault()}>
        <TextInput label="E-mail" type="email" />
        <TextInput label="Password" type="password" />
        <LightButton type="submit">Log In</LightButton>
        <SpreadRow>
          <PlainLink href="#forgot">Forgot your password?</PlainLink>
          <PlainLink href="#signup">Create an account</PlainLink>
        </SpreadRow>
      </FormColumn>
    ),
  },
} satisfies Meta<typeof PublicFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Locus' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '#signup');
  },
};

export const Wide: Story = {
  args: { wide: true, title: 'Triage', children: <p>A wide card for pages with tables.</p> },
};

export const Whitelabelled: Story = { args: { productName: 'Harbor Reviews' } };
