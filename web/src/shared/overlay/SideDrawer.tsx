import { Button, Drawer, Group, type DrawerProps } from '@mantine/core';

export interface SideDrawerProps extends Omit<DrawerProps, 'position'> {
  side?: 'left' | 'right';
}

/** A drawer that slides in from the left or the right. */
export function SideDrawer({ side = 'right', children, ...props }: SideDrawerProps) {
  return (
    <Drawer position={side} closeButtonProps={{ 'aria-label': 'Close' }} {...props}>
      {children}
    </Drawer>
  );
}

/** A list drawer: half the screen wide, with a Close button under its list. */
export function ListDrawer({ children, onClose, ...props }: SideDrawerProps) {
  return (
    <SideDrawer size="50%" onClose={onClose} {...props}>
      {children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </SideDrawer>
  );
}
