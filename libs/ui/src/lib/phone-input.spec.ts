// Pins CONTRACTS#a-sign-up-people-finish: a pasted '+1 (555) 123-4567' was saved as '155512345'.
import { readPastedPhone } from './phone-input';

describe('readPastedPhone', () => {
  it('moves a leading +1 out of the number and keeps all ten digits', async () => {
    await expect(readPastedPhone('+1 (512) 555-0147', '+1')).resolves.toEqual({ callingCode: '+1', digits: '5125550147' });
  });

  it('reads another country code (+44) so the select can follow it', async () => {
    await expect(readPastedPhone('+44 7700 900123', '+1')).resolves.toEqual({ callingCode: '+44', digits: '7700900123' });
  });

  it('reads 00 as the international prefix', async () => {
    await expect(readPastedPhone('0044 7700 900123', '+1')).resolves.toEqual({ callingCode: '+44', digits: '7700900123' });
  });

  it('strips the code already selected when it was pasted without a plus', async () => {
    await expect(readPastedPhone('1-512-555-0147', '+1')).resolves.toEqual({ callingCode: '+1', digits: '5125550147' });
  });

  it('keeps a national number as its digits', async () => {
    await expect(readPastedPhone('(512) 555-0147', '+1')).resolves.toEqual({ callingCode: null, digits: '5125550147' });
  });
});
