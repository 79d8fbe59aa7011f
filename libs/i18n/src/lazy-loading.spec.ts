import i18next from 'i18next';
import { bundledLoaders, registerNamespaces, registryBackend } from './lazy-loading';
import { resources } from './resources';

describe('lazy loading of texts', () => {
  it('loads one namespace in one language through the back end', async () => {
    const instance = i18next.createInstance();
    await instance.use(registryBackend).init({
      lng: 'es',
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      showSupportNotice: false,
    } as never);
    expect(instance.hasResourceBundle('es', 'common')).toBe(true);
    expect(instance.hasResourceBundle('en', 'common')).toBe(false);
    expect(instance.hasResourceBundle('es', 'parent')).toBe(false);
    await instance.loadNamespaces('parent');
    expect(instance.getResourceBundle('es', 'parent')).toEqual(resources.es.parent);
  });

  it('prefers loaders a remote registered', async () => {
    registerNamespaces(['pro']);
    const loaded = await bundledLoaders.pro.en();
    expect('default' in loaded ? loaded.default : loaded).toEqual(resources.en.pro);
  });
});
