import '@testing-library/jest-dom';
// Each test starts with empty storage so persisted stores never leak between cases.
beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
