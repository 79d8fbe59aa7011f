import { Route, Routes } from 'react-router-dom';
import { BuildLabel } from '@join/ui';
import { ComingSoon } from './app/coming-soon/coming-soon';

// The invite remote's one exposed module: its routes, written as full paths (docs/CONTRACTS.md).
export default function InviteRoutes() {
  return (
    <>
      <Routes>
      {['/invite', '/invite/request', '/invite/step1', '/invite/packages', '/invite/choose-your-own', '/invite/billing-info'].map((path) => (
        <Route key={path} path={path} element={<ComingSoon />} />
      ))}
      </Routes>
      <BuildLabel />
    </>
  );
}
