import { Route, Routes } from 'react-router-dom';
import { BuildLabel } from '@join/ui';
import { ComingSoon } from './app/coming-soon/coming-soon';
import { Landing } from './app/landing/landing';

// The parent sign-up remote's one exposed module: its routes, written as full paths.
export default function ParentSignupRoutes() {
  return (
    <>
      <Routes>
      <Route path="/signup" element={<Landing />} />
      {['/step1', '/step2', '/step3', '/alacarte', '/duplicate'].map((path) => (
        <Route key={path} path={path} element={<ComingSoon />} />
      ))}
      </Routes>
      <BuildLabel />
    </>
  );
}
