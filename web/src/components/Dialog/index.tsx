import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import * as styles from "../styles.css.js";

/** A modal dialog with a heading; Escape and the overlay close it. */
export function Dialog({
  title,
  isOpen,
  onClose,
  children,
}: {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: React.ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className={styles.modalOverlay}
    >
      <Modal className={styles.modal}>
        <AriaDialog>
          <Heading slot="title" style={{ marginTop: 0 }}>
            {title}
          </Heading>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
