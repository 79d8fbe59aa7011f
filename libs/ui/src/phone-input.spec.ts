// Pins CONTRACTS#a-sign-up-people-finish: a pasted '+1 (555) 123-4567' was saved as '155512345'.
import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { phoneInput, readPastedPhone } from './phone-input';

describe('readPastedPhone', () => {
  it('moves a leading +1 out of the number and keeps all ten digits', async () => {
    await expect(readPastedPhone('+1 (512) 555-0147', '+1')).resolves.toEqual({
      callingCode: '+1',
      digits: '5125550147',
    });
  });

  it('reads another country code (+44) so the select can follow it', async () => {
    await expect(readPastedPhone('+44 7700 900123', '+1')).resolves.toEqual({
      callingCode: '+44',
      digits: '7700900123',
    });
  });

  it('reads 00 as the international prefix', async () => {
    await expect(readPastedPhone('0044 7700 900123', '+1')).resolves.toEqual({
      callingCode: '+44',
      digits: '7700900123',
    });
  });

  it('strips the code already selected when it was pasted without a plus', async () => {
    await expect(readPastedPhone('1-512-555-0147', '+1')).resolves.toEqual({
      callingCode: '+1',
      digits: '5125550147',
    });
  });

  it('keeps a national number as its digits', async () => {
    await expect(readPastedPhone('(512) 555-0147', '+1')).resolves.toEqual({
      callingCode: null,
      digits: '5125550147',
    });
  });
});

describe('phoneInput: a number that arrives whole without a paste event', () => {
  // Pins '+1 (555) 123-4567' from a keyboard suggestion or autofill becoming '155512345': the
  // field's maxlength cut the written number before its formatting was read.
  function field(selected = '+1') {
    const input = document.createElement('input');
    document.body.append(input);
    const onChange = jest.fn(async () => undefined);
    const onPastedCode = jest.fn();
    const registration = {
      name: 'phoneNumber',
      onChange,
      onBlur: jest.fn(),
      ref: jest.fn(),
    } as unknown as UseFormRegisterReturn;
    const props = phoneInput(registration, { selected: () => selected, onPastedCode });
    props.ref(input);
    return { input, props, onChange, onPastedCode };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it.each(['insertReplacementText', 'insertText', 'insertFromDrop'])(
    'reads a written number brought by %s before any limit',
    async (inputType) => {
      const { input, onChange, onPastedCode } = field();
      const event = new InputEvent('beforeinput', { inputType, data: '+44 7700 900123', cancelable: true });
      input.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
      await settle();
      expect(input.value).toBe('7700900123');
      expect(onPastedCode).toHaveBeenCalledWith('+44');
      expect(onChange).toHaveBeenCalled();
    },
  );

  it('lets typed digits in as usual', () => {
    const { input } = field();
    const event = new InputEvent('beforeinput', { inputType: 'insertText', data: '5', cancelable: true });
    input.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('reads an autofilled number (an input with nothing before it) from the field', async () => {
    const { input, props, onChange } = field();
    input.value = '+1 (555) 123-4567';
    props.onChange({
      target: input,
      nativeEvent: new Event('input'),
    } as unknown as ChangeEvent<HTMLInputElement>);
    await settle();
    expect(input.value).toBe('5551234567');
    expect(onChange).toHaveBeenCalled();
  });

  it('keeps at most 15 digits however they came', () => {
    const { input, props } = field();
    input.value = '12345678901234567';
    props.onChange({
      target: input,
      nativeEvent: new InputEvent('input', { inputType: 'insertText', data: '7' }),
    } as unknown as ChangeEvent<HTMLInputElement>);
    expect(input.value).toBe('123456789012345');
  });
});

describe('phoneInput: a number typed before the page was live', () => {
  it('is read when the field is first attached', async () => {
    const input = document.createElement('input');
    input.value = '+1 (555) 123-4567';
    const onChange = jest.fn(async () => undefined);
    const registration = {
      name: 'phoneNumber',
      onChange,
      onBlur: jest.fn(),
      ref: jest.fn(),
    } as unknown as UseFormRegisterReturn;
    phoneInput(registration, { selected: () => '+1', onPastedCode: jest.fn() }).ref(input);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(input.value).toBe('5551234567');
    expect(onChange).toHaveBeenCalled();
  });

  it('drops the letters typed one by one, before the form reads the field', () => {
    const input = document.createElement('input');
    input.value = '12ab3';
    let read = '';
    const registration = {
      name: 'phoneNumber',
      onChange: jest.fn(),
      onBlur: jest.fn(),
      ref: (element: HTMLInputElement) => (read = element.value),
    } as unknown as UseFormRegisterReturn;
    phoneInput(registration, { selected: () => '+1', onPastedCode: jest.fn() }).ref(input);
    expect(input.value).toBe('123');
    expect(read).toBe('123');
  });
});
