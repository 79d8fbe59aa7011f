import { Route, Routes } from 'react-router-dom';
import { BuildLabel } from '@join/ui';
import { ComingSoon } from './app/coming-soon/coming-soon';

// The checkout remote's one exposed module: its routes, written as full paths (docs/CONTRACTS.md).
export default function CheckoutRoutes() {
  return (
    <>
      <Routes>
      {['/payment', '/credentials', '/receipt', '/login', '/invite/payment', '/invite/credentials', '/invite/receipt'].map((path) => (
        <Route key={path} path={path} element={<ComingSoon />} />
      ))}
      </Routes>
      <BuildLabel />
    </>
  );
}
