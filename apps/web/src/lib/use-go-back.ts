import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Back to the previous page of this visit, or home when the visit started here. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    // 'default' marks the first page of this visit: there is nothing to go back to.
    if (key === 'default') void navigate('/', { replace: true });
    else void navigate(-1);
  }, [key, navigate]);
}
