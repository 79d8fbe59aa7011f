import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, type DialogAnswer } from './modal';

// jsdom has no showModal/close: the component falls back to the open attribute.
function Page({
  answers,
  answersClassName,
}: {
  answers: (close: () => void) => DialogAnswer[];
  answersClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Leave</button>
      <Modal
        open={open}
        title="Payment information will be lost. Continue?"
        onClose={() => setOpen(false)}
        answers={answers(() => setOpen(false))}
        answersClassName={answersClassName}
      >
        <p>The card details you typed are not kept.</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is named by its title and described by its body', async () => {
    render(<Page answers={(close) => [{ label: 'OK', onClick: close }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    const dialog = screen.getByRole('dialog', { name: 'Payment information will be lost. Continue?' });
    expect(dialog).toHaveAccessibleDescription('The card details you typed are not kept.');
  });

  it("starts with focus on the answer marked safe (the leave dialog's Stay) and gives focus back to the opener on closing", async () => {
    render(
      <Page
        answersClassName="co-leave-actions"
        answers={(close) => [
          { label: 'Stay', onClick: close, focus: true },
          { label: 'Continue without the card', onClick: close, variant: 'secondary' },
        ]}
      />,
    );
    const opener = screen.getByRole('button', { name: 'Leave' });
    await userEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("draws the answers in the order given, in the flow's own box when it names one", async () => {
    render(
      <Page
        answersClassName="co-leave-actions"
        answers={(close) => [
          { label: 'Stay', onClick: close },
          { label: 'Go', onClick: close, variant: 'secondary' },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    const stay = screen.getByRole('button', { name: 'Stay' });
    const go = screen.getByRole('button', { name: 'Go' });
    expect(stay.parentElement).toHaveClass('co-leave-actions');
    expect(stay.compareDocumentPosition(go) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(stay).toHaveClass('j-btn--primary');
    expect(go).toHaveClass('j-btn--secondary');
  });

  it('submits the form in its body from an answer that names it', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <Modal
        open
        title="Your co-parent's email"
        answers={[
          { label: 'Skip', variant: 'secondary' },
          { label: 'Send', form: 'bump' },
        ]}
      >
        <form id="bump" onSubmit={onSubmit} />
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
