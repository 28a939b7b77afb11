import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gameSnapshotSchema, type CreateGameRequest } from '../../../../domain/game-protocol';
import { apiJson } from '../../../lib/api-fetch';
import { snapshotQuery } from '../games-api';

/** `POST /api/games`: a member starts a game from the card or a course; the answer is the new game with the host's team. */
export function useCreateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateGameRequest) =>
      apiJson('/api/games', gameSnapshotSchema, { method: 'POST', body: request }),
    onSuccess: (snapshot) => {
      if (snapshot.code) queryClient.setQueryData(snapshotQuery('games', snapshot.code).queryKey, snapshot);
    },
  });
}
