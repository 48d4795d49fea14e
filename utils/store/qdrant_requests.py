"""The body a Qdrant server receives for each qdrant-client call the store makes, built and validated.

qdrant-client's remote client turns a call's keyword arguments into one of its REST request models
(``qdrant_client.http.models``, generated from the server's OpenAPI schema, ``extra="forbid"``) and sends
it as JSON. No server runs where the tests run, so the store builds that same body itself before every
call, in local mode too (utils/store/qdrant.py): a request the server's schema refuses fails here, with
a clear error, in every test that runs the store on local mode, not first in production. The mapping
follows qdrant-client's QdrantRemote (keyword -> body field); calls without a body (collection_exists,
get_collection, delete_collection) have none to check.
"""

from __future__ import annotations

from typing import Any

from utils.errors import StopError

# client method -> (request model, {client keyword: body field}, client keywords that are not in the body)
_BODIES: dict[str, tuple[str, dict[str, str], frozenset[str]]] = {
    "create_collection": ("CreateCollection", {"vectors_config": "vectors", "sparse_vectors_config": "sparse_vectors"},
                          frozenset()),
    "create_payload_index": ("CreateFieldIndex", {}, frozenset({"wait"})),
    "upsert": ("PointsList", {}, frozenset({"wait"})),
    "query_batch_points": ("QueryRequestBatch", {"requests": "searches"}, frozenset()),
    "query_points": ("QueryRequest", {"query_filter": "filter", "search_params": "params",
                                      "with_vectors": "with_vector"}, frozenset()),
    "scroll": ("ScrollRequest", {"scroll_filter": "filter", "with_vectors": "with_vector"}, frozenset()),
    "overwrite_payload": ("SetPayload", {}, frozenset({"wait"})),
    "delete": ("PointsSelector", {"points_selector": ""}, frozenset({"wait"})),
    "count": ("CountRequest", {"count_filter": "filter"}, frozenset()),
    "facet": ("FacetRequest", {"facet_filter": "filter"}, frozenset()),
}
NO_BODY = frozenset({"collection_exists", "get_collection", "delete_collection", "info", "close"})


def server_body(method: str, kwargs: dict[str, Any]) -> Any:
    """The request model instance the server would receive for ``client.<method>(collection, **kwargs)``.

    Raises StopError naming the call when the server's schema refuses it; KeyError for a call this module
    does not know (a new call in the store must be added here, so it is checked too)."""
    from pydantic import TypeAdapter, ValidationError
    from qdrant_client.http import models

    if method in NO_BODY:
        return None
    model_name, rename, dropped = _BODIES[method]
    try:
        if model_name == "PointsSelector":
            return TypeAdapter(models.PointsSelector).validate_python(kwargs["points_selector"])
        body = {rename.get(k, k): v for k, v in kwargs.items() if k not in dropped and v is not None}
        return getattr(models, model_name).model_validate(body)
    except ValidationError as e:
        raise StopError(f"the Qdrant server would refuse {method}: {e.errors()[:3]}") from e
