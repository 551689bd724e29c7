import { fetchCategories } from '@pupitre/data';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

export function useCategories() {
  return useQuery({
    queryKey: ['categorias'],
    queryFn: () => fetchCategories(apiClient),
    staleTime: 5 * 60_000,
    refetchOnMount: true,
  });
}
