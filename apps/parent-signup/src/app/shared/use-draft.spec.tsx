// Pins a lost-typing bug: a name typed into the server-rendered /step1 before the page hydrated
// was not kept in the tab, so a reload showed the field empty.
import { render } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { getRegistration, resetRegistration } from '@join/state';
import { useDraft } from './use-draft';

function Form({ typedBeforeHydration }: { typedBeforeHydration?: string }) {
  const form = useForm<{ firstName: string; lastName: string }>({ defaultValues: { lastName: '' } });
  useDraft(form, 'step1');
  return (
    <form>
      {/* defaultValue stands for the text the visitor typed into the server's HTML */}
      <input aria-label="First name" defaultValue={typedBeforeHydration} {...form.register('firstName')} />
      <input aria-label="Last name" {...form.register('lastName')} />
    </form>
  );
}

describe('useDraft', () => {
  beforeEach(() => resetRegistration());

  it('keeps what was typed before the page was hydrated', () => {
    render(<Form typedBeforeHydration="Ana" />);
    expect(getRegistration().drafts.step1).toEqual(expect.objectContaining({ firstName: 'Ana' }));
  });

  it('stores nothing for a visitor who has typed nothing (the next load is rendered on the server again)', () => {
    render(<Form />);
    expect(getRegistration().drafts.step1).toBeUndefined();
  });
});
