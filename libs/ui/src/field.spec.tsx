import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CheckboxField, SelectField, TextField } from './field';

describe('fields', () => {
  it('links label, hint and error to the input', () => {
    render(
      <TextField
        label="Email"
        hint="We send the receipt here"
        error="Invalid email address"
        autoComplete="email"
      />,
    );
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
        <SelectField
          label="Country"
          placeholder="Select a country"
          options={[{ value: 'US', label: 'United States' }]}
        />
        <CheckboxField label="I agree" />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Select a country');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).not.toBeChecked();
  });
});

describe('a select with a deferred list (deferList)', () => {
  const options = [
    { value: 'AR', label: 'Argentina' },
    { value: 'MX', label: 'Mexico' },
    { value: 'US', label: 'United States' },
  ];
  const values = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options, (o) => o.value);
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is rendered by the server with its selection only, and a list without one with its placeholder or first option', () => {
    const html = renderToString(
      <SelectField
        label="Country"
        name="country"
        options={options}
        defaultValue="MX"
        placeholder="Choose"
        deferList
      />,
    );
    expect(html.match(/<option/g)).toHaveLength(2);
    expect(html).toMatch(/<option value="MX" selected="">Mexico<\/option>/);
    render(<SelectField label="Code" options={options} deferList />);
    expect(values(screen.getByLabelText('Code'))).toEqual(['AR']);
  });

  it("shows the whole list in the visitor's first pointer event, before the event goes on to the select", () => {
    render(
      <>
        <SelectField label="Country" options={options} defaultValue="US" deferList />
        <h1 tabIndex={-1}>Heading</h1>
      </>,
    );
    const select = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(values(select)).toEqual(['US']);
    // The page's own focus on its heading (not in the tab order) is not the visitor starting.
    act(() => screen.getByRole('heading').focus());
    expect(values(select)).toEqual(['US']);
    let seenBySelect: string[] = [];
    select.addEventListener('pointerdown', () => (seenBySelect = values(select)));
    fireEvent.pointerDown(select);
    expect(seenBySelect).toEqual(['AR', 'MX', 'US']);
    expect(select).toHaveValue('US');
  });

  it('shows the whole list when the browser is idle, keeping the selection', () => {
    render(
      <SelectField label="Country" options={options} defaultValue="MX" placeholder="Choose" deferList />,
    );
    const select = screen.getByLabelText('Country');
    expect(values(select)).toEqual(['', 'MX']);
    act(() => jest.advanceTimersByTime(1000));
    expect(values(select)).toEqual(['', 'AR', 'MX', 'US']);
    expect(select).toHaveValue('MX');
  });
});
