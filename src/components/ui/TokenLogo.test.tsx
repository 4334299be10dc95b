import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TokenLogo } from './TokenLogo.tsx';

describe('TokenLogo', () => {
  it('shows the logo from an allowed scheme, and the monogram once it fails to load', () => {
    const { container } = render(
      <TokenLogo src="https://example.com/usdc.png" symbol="USDC" identifier="A.1.USDC.Vault" />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://example.com/usdc.png');
    expect(screen.queryByTestId('token-monogram')).toBeNull();
    if (!image) throw new Error('no image');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('token-monogram')).toHaveTextContent(/^US$/);
  });

  it('draws the monogram without a logo, or with one from a refused scheme', () => {
    const { container, rerender } = render(
      <TokenLogo src={null} symbol="FLOW" identifier="A.1.FlowToken.Vault" />,
    );
    expect(screen.getByTestId('token-monogram')).toHaveTextContent(/^FL$/);
    rerender(<TokenLogo src="javascript:alert(1)" symbol="EVIL" identifier="A.2.Evil.Vault" />);
    expect(screen.getByTestId('token-monogram')).toHaveTextContent(/^EV$/);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('token-monogram')).toHaveAttribute('aria-hidden', 'true');
  });
});
