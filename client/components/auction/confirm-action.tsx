/** A button whose action is confirmed first (accept, decline, buy now, stop …) and then sent as one command. */
import { type ReactNode, useState } from 'react';
import type { AuctionCommand, CommandAnswer } from '../../hooks/use-auction-command.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { type AuctionModel, useBoxCommand } from './model.ts';

export interface ConfirmActionProps {
  model: AuctionModel;
  label: ReactNode;
  className: string;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  send: (command: AuctionCommand) => Promise<CommandAnswer | null>;
  onDone?: (answer: CommandAnswer) => void;
}

export function ConfirmAction(props: ConfirmActionProps) {
  const command = useBoxCommand(props.model);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={props.className} onClick={() => setOpen(true)}>
        {props.label}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) command.clearFailure();
        }}
        title={props.title}
        text={props.text}
        confirmLabel={props.confirmLabel}
        danger={props.danger}
        pending={command.pending}
        error={command.failure?.message ?? null}
        onConfirm={() =>
          void props.send(command).then((answer) => {
            if (!answer) return;
            setOpen(false);
            props.onDone?.(answer);
          })
        }
      />
    </>
  );
}
