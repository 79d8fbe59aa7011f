import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { EmailField } from './email-field';
import { useZodForm } from './use-zod-form';

const schema = z.object({ email: z.string().email('validation:email'), other: z.string() });

function Form({ onSend }: { onSend: (email: string) => void }) {
  const form = useZodForm(schema, { defaultValues: { email: '', other: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => onSend(v.email))}>
      <EmailField label="Email" form={form} error={form.formState.errors.email} {...form.register('email')} />
      <input aria-label="Other" {...form.register('other')} />
      <button type="submit">Continue</button>
    </form>
  );
}

const offer = (email: string) => screen.queryByRole('button', { name: `Did you mean ${email}?` });

describe('EmailField', () => {
  it('offers the likely address once the field is left, and takes it in one click', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn();
    render(<Form onSend={onSend} />);
    await user.type(screen.getByLabelText('Email'), 'ana@gmial.com');
    expect(offer('ana@gmail.com')).toBeNull();
    await user.click(screen.getByLabelText('Other'));
    const button = await screen.findByRole('button', { name: 'Did you mean ana@gmail.com?' });
    // Announced politely, not as an error.
    expect(button.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await user.click(button);
    expect(screen.getByLabelText('Email')).toHaveValue('ana@gmail.com');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(offer('ana@gmail.com')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSend).toHaveBeenCalledWith('ana@gmail.com');
  });

  it('never blocks: Continue sends what was typed when the offer is ignored', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn();
    render(<Form onSend={onSend} />);
    await user.type(screen.getByLabelText('Email'), 'ana@gmial.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSend).toHaveBeenCalledWith('ana@gmial.com');
    expect(await screen.findByRole('button', { name: 'Did you mean ana@gmail.com?' })).toBeInTheDocument();
  });

  it('is the next stop of the Tab key, and Enter on it takes the address', async () => {
    const user = userEvent.setup();
    render(<Form onSend={jest.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'ana@gmail.con');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Did you mean ana@gmail.com?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@gmail.com');
    // Tab now goes on past the field, with nothing more to offer.
    await user.tab();
    expect(screen.getByLabelText('Other')).toHaveFocus();
  });

  it('offers nothing for an address that looks as intended', async () => {
    const user = userEvent.setup();
    render(<Form onSend={jest.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'jo@harbor-legal.com');
    await user.tab();
    expect(screen.getByLabelText('Other')).toHaveFocus();
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(screen.queryByRole('button', { name: /Did you mean/ })).toBeNull();
  });

  it('withdraws the offer as soon as the address changes', async () => {
    const user = userEvent.setup();
    render(<Form onSend={jest.fn()} />);
    const input = screen.getByLabelText('Email');
    await user.type(input, 'ana@yaho.com');
    await user.click(screen.getByLabelText('Other'));
    expect(await screen.findByRole('button', { name: 'Did you mean ana@yahoo.com?' })).toBeInTheDocument();
    await user.type(input, 'x');
    expect(screen.queryByRole('button', { name: /Did you mean/ })).toBeNull();
  });

  it('waits for a held mouse button to be released before it appears, so nothing moves under it', async () => {
    render(<Form onSend={jest.fn()} />);
    const input = screen.getByLabelText('Email');
    fireEvent.change(input, { target: { value: 'ana@hotmal.com' } });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.blur(input);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByRole('button', { name: /Did you mean/ })).toBeNull();
    fireEvent.pointerUp(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Did you mean ana@hotmail.com?' })).toBeInTheDocument();
  });
});
