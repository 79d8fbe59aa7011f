import { renderToString } from 'react-dom/server';
import { setConfig, useConfig, useFlag, useUrls, type JoinConfig } from './config';

// Pins a server render that saw no configuration: the page came out with '#' footer links and the
// route's remote behind a spinner, because zustand's hooks render the store's start state there.
describe('the configuration in a server render (CONTRACTS#first-screen-from-the-server 3)', () => {
  const config: JoinConfig = {
    sandbox: false,
    flags: { GROW872: 'Treatment' },
    supportChat: false,
    urls: {
      login: '/in',
      legacyHome: '/',
      accountBilling: '/b',
      terms: '/terms',
      privacy: '/p',
      help: '/h',
      contact: '/c',
      proCases: '/pc',
      passwordRetrieval: '/f',
    },
  };

  function Probe() {
    const current = useConfig();
    const urls = useUrls();
    const flag = useFlag('GROW872');
    return <p>{`${current ? 'configured' : 'none'} ${urls?.terms ?? '#'} ${flag}`}</p>;
  }

  it('renders with the configuration set before the render', () => {
    setConfig(config);
    expect(renderToString(<Probe />)).toContain('configured /terms Treatment');
  });
});
