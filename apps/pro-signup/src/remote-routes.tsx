import { Route, Routes } from 'react-router-dom';
import { BuildLabel } from '@join/ui';
import { ComingSoon } from './app/coming-soon/coming-soon';

// The professional sign-up remote's one exposed module (docs/CONTRACTS.md).
export default function ProSignupRoutes() {
  return (
    <>
      <Routes>
      <Route path="/pro" element={<ComingSoon />} />
      </Routes>
      <BuildLabel />
    </>
  );
}
