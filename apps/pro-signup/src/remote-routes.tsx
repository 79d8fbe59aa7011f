import { Route, Routes } from 'react-router-dom';
import { BuildLabel } from '@join/ui';
import { ProSignupPage } from './app/wizard/pro-signup-page';
import './app/pro-signup.css';

// The professional sign-up remote's one exposed module (docs/CONTRACTS.md).
export default function ProSignupRoutes() {
  return (
    <>
      <Routes>
        <Route path="/pro" element={<ProSignupPage />} />
      </Routes>
      <BuildLabel />
    </>
  );
}
