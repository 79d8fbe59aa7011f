import { render, screen } from '@testing-library/react';
import { CheckboxField, SelectField, TextField } from './field';

describe('fields', () => {
  it('links label, hint and error to the input', () => {
    render(<TextField label="Email" hint="We send the receipt here" error="Invalid email address" autoComplete="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send the receipt here Invalid email address');
    // Not a live region: the form's error summary is the one announcement (GOV.UK).
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("takes react-hook-form's FieldError, translates a message key, and gets its id from the registered name", () => {
    render(<TextField label="Email" name="email" error={{ type: 'too_small', message: 'required' }} />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('id', 'field-email');
    expect(input).toHaveAccessibleDescription('This field is required');
  });

  it('keeps a server text that is words as it is', () => {
    render(<TextField label="Email" error={{ type: 'server', message: 'Payment method declined' }} />);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Payment method declined');
  });

  it('has no error state when valid', () => {
    render(<TextField label="First name" />);
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders select options with a placeholder, and checkboxes with their label', () => {
    render(
      <>
        <SelectField label="Country" placeholder="Select a country" options={[{ value: 'US', label: 'United States' }]} />
        <CheckboxField label="I agree" />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Select a country');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).not.toBeChecked();
  });
});
