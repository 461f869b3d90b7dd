/// The OpenAPI 3.0 description of the gallery's JSON API, served at `/api/openapi.json`.
/// The example parameters are listed per example by `GET /api/containers`; here they are one
/// free-form query object.
enum OpenAPIDocument {
    static let json = #"""
    {
      "openapi": "3.0.3",
      "info": {
        "title": "ContainerUI gallery API",
        "version": "1.0.0",
        "description": "The gallery's containers, their parameters, what each example's outermost custom container decomposes (subviews, sections, container values and the resolved tree), and the layout of each preview."
      },
      "paths": {
        "/api/containers": {
          "get": {
            "operationId": "listContainers",
            "summary": "Every container with its parameters",
            "responses": {
              "200": {"description": "The containers", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ContainerList"}}}}
            }
          }
        },
        "/api/containers/{id}": {
          "get": {
            "operationId": "inspectContainer",
            "summary": "One container, decomposed, for the given parameter values",
            "parameters": [
              {"name": "id", "in": "path", "required": true, "schema": {"type": "string"}, "description": "The container's id, as listed by /api/containers"},
              {"name": "arguments", "in": "query", "required": false, "style": "form", "explode": true,
               "schema": {"type": "object", "additionalProperties": {"type": "string"}},
               "description": "The example's parameters by name, as listed by /api/containers; any other name is a 400"}
            ],
            "responses": {
              "200": {"description": "The decomposition", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Inspection"}}}},
              "400": {"description": "An unknown parameter or a value out of range", "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
              "404": {"description": "No container has this id", "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}}
            }
          }
        },
        "/api/containers/{id}/layout": {
          "get": {
            "operationId": "layoutContainer",
            "summary": "The frame of every node of one container's preview at a viewport size",
            "description": "Frames in CSS px relative to the top-left of /containers/{id}/preview shown at width × height; ids equal the preview's data-node attributes. Computed with SwiftUI's layout algorithm and text measured in the page's font.",
            "parameters": [
              {"name": "id", "in": "path", "required": true, "schema": {"type": "string"}, "description": "The container's id, as listed by /api/containers"},
              {"name": "width", "in": "query", "required": false, "schema": {"type": "number", "minimum": 1, "maximum": 10000, "default": 390}, "description": "The viewport width in CSS px"},
              {"name": "height", "in": "query", "required": false, "schema": {"type": "number", "minimum": 1, "maximum": 10000, "default": 640}, "description": "The viewport height in CSS px"},
              {"name": "arguments", "in": "query", "required": false, "style": "form", "explode": true,
               "schema": {"type": "object", "additionalProperties": {"type": "string"}},
               "description": "The example's parameters by name, as listed by /api/containers; any other name is a 400"}
            ],
            "responses": {
              "200": {"description": "The layout", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Layout"}}}},
              "400": {"description": "A size that is not a number from 1 to 10000, a repeated size, an unknown parameter or a value out of range", "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
              "404": {"description": "No container has this id", "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}}
            }
          }
        }
      },
      "components": {
        "schemas": {
          "ContainerList": {
            "type": "object", "required": ["containers"],
            "properties": {"containers": {"type": "array", "items": {"$ref": "#/components/schemas/Container"}}}
          },
          "Container": {
            "type": "object", "required": ["id", "title", "summary", "topic", "parameters"],
            "properties": {
              "id": {"type": "string"}, "title": {"type": "string"}, "summary": {"type": "string"}, "topic": {"type": "string"},
              "parameters": {"type": "array", "items": {"$ref": "#/components/schemas/Parameter"}}
            }
          },
          "Parameter": {
            "type": "object", "required": ["name", "type", "default", "min", "max", "choices"],
            "properties": {
              "name": {"type": "string"},
              "type": {"type": "string", "enum": ["integer", "number", "boolean", "string"]},
              "default": {"oneOf": [{"type": "number"}, {"type": "boolean"}, {"type": "string"}]},
              "min": {"type": "number", "nullable": true},
              "max": {"type": "number", "nullable": true},
              "choices": {"type": "array", "items": {"type": "string"}, "nullable": true}
            }
          },
          "Inspection": {
            "type": "object", "required": ["id", "container", "declaredCount", "resolvedCount", "subviews", "sections", "tree"],
            "properties": {
              "id": {"type": "string"},
              "container": {"type": "string", "description": "The type of the container that decomposes the content, or window"},
              "declaredCount": {"type": "integer", "description": "Top-level statements of the content passed to the container"},
              "resolvedCount": {"type": "integer", "description": "Resolved subviews, sections flattened"},
              "subviews": {"type": "array", "items": {"$ref": "#/components/schemas/Subview"}},
              "sections": {"type": "array", "items": {"$ref": "#/components/schemas/Section"}},
              "tree": {"$ref": "#/components/schemas/Node"}
            }
          },
          "Subview": {
            "type": "object", "required": ["id", "type", "containerValues"],
            "properties": {
              "id": {"type": "string"}, "type": {"type": "string"}, "text": {"type": "string"},
              "containerValues": {"$ref": "#/components/schemas/ContainerValues"}
            }
          },
          "Section": {
            "type": "object", "required": ["id", "header", "content", "footer", "containerValues"],
            "properties": {
              "id": {"type": "string"},
              "header": {"type": "array", "items": {"$ref": "#/components/schemas/Subview"}},
              "content": {"type": "array", "items": {"$ref": "#/components/schemas/Subview"}},
              "footer": {"type": "array", "items": {"$ref": "#/components/schemas/Subview"}},
              "containerValues": {"$ref": "#/components/schemas/ContainerValues"}
            }
          },
          "ContainerValues": {
            "type": "object", "description": "Container values by property name, such as isDisplayBoardCardRejected",
            "additionalProperties": {"oneOf": [{"type": "boolean"}, {"type": "number"}, {"type": "string"}]}
          },
          "LayoutValues": {
            "type": "object", "description": "Layout values (layoutValue(key:value:)) by key type name, present only when the node has any",
            "additionalProperties": {"oneOf": [{"type": "boolean"}, {"type": "number"}, {"type": "string"}]}
          },
          "Node": {
            "type": "object", "required": ["id", "type", "properties", "modifiers", "containerValues", "children"],
            "properties": {
              "id": {"type": "string"}, "type": {"type": "string"},
              "properties": {"type": "object", "additionalProperties": true},
              "modifiers": {"type": "array", "items": {"type": "object", "additionalProperties": true}},
              "containerValues": {"$ref": "#/components/schemas/ContainerValues"},
              "layoutValues": {"$ref": "#/components/schemas/LayoutValues"},
              "children": {"type": "array", "items": {"$ref": "#/components/schemas/Node"}}
            }
          },
          "Layout": {
            "type": "object", "required": ["viewport", "root"],
            "properties": {
              "viewport": {"type": "object", "required": ["width", "height"], "properties": {"width": {"type": "number"}, "height": {"type": "number"}}},
              "root": {"$ref": "#/components/schemas/LayoutNode"}
            }
          },
          "LayoutNode": {
            "type": "object", "required": ["id", "type", "frame", "children"],
            "properties": {
              "id": {"type": "string"}, "type": {"type": "string"},
              "frame": {"type": "object", "required": ["x", "y", "width", "height"],
                        "properties": {"x": {"type": "number"}, "y": {"type": "number"}, "width": {"type": "number"}, "height": {"type": "number"}}},
              "rotation": {"type": "number", "description": "Degrees of rotationEffect around the frame's centre; absent when 0"},
              "scrollTransition": {"type": "object", "required": ["phase", "amount"],
                                   "description": "A scrollTransition at rest: its phase, how far its effects are from rest towards the phase's, and the transform they draw what the node wraps with (not its frame), as CSS's matrix(a, b, c, d, tx, ty) in the window's coordinates; absent at rest",
                                   "properties": {"phase": {"type": "string", "enum": ["topLeading", "identity", "bottomTrailing"]}, "amount": {"type": "number"},
                                                  "transform": {"type": "array", "items": {"type": "number"}, "minItems": 6, "maxItems": 6}}},
              "children": {"type": "array", "items": {"$ref": "#/components/schemas/LayoutNode"}}
            }
          },
          "Problem": {
            "type": "object", "required": ["status", "title", "detail"],
            "properties": {
              "type": {"type": "string"}, "title": {"type": "string"}, "status": {"type": "integer"},
              "detail": {"type": "string"}, "instance": {"type": "string"}, "requestId": {"type": "string"}
            }
          }
        }
      }
    }
    """#
}
