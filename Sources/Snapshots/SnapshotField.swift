import JSON

/// One member of a snapshot object: its wire key, how the writer writes it and how the reader
/// reads it, side by side, so that the two directions cannot drift apart.
///
/// The fields of every object of the format are listed once, in `SnapshotDocument+Fields.swift`,
/// each as a key, a ``SnapshotCodec`` and the property it holds;
/// ``SnapshotDocument/encoded()`` writes through them and ``SnapshotReader`` reads through them.
struct SnapshotField<Value>: Sendable {
  typealias Failure = SnapshotReader.Failure

  let key: String
  /// The key's bytes, which the reader compares with a key in the file.
  let name: [UInt8]
  /// For a field the writer may leave out, whether it writes it; a reader then leaves the
  /// value as the object's `empty` has it. `nil` for a field that is always written, and that
  /// a reader requires.
  let isWritten: (@Sendable (Value) -> Bool)?
  let write: @Sendable (Value, inout CanonicalJSONStream) -> Void
  let read: @Sendable (inout Value, inout SnapshotReader) throws(Failure) -> Void

  /// A field always written, and required: `get` is the property it writes, `set` where a
  /// reader puts what `codec` read.
  init<Key: RawRepresentable<String>, T>(
    _ key: Key, _ codec: SnapshotCodec<T>, _ get: @escaping @Sendable (Value) -> T,
    _ set: @escaping @Sendable (inout Value, T) -> Void
  ) {
    self.init(
      key: key.rawValue, isWritten: nil, write: { codec.write(&$1, get($0)) },
      read: { value, reader throws(Failure) in set(&value, try codec.read(&reader)) })
  }

  /// A field written only when `get` has a value, as files written before it lack it.
  init<Key: RawRepresentable<String>, T>(
    _ key: Key, _ codec: SnapshotCodec<T>, ifPresent get: @escaping @Sendable (Value) -> T?,
    _ set: @escaping @Sendable (inout Value, T) -> Void
  ) {
    self.init(
      key: key.rawValue, isWritten: { get($0) != nil }, write: { codec.write(&$1, get($0)!) },
      read: { value, reader throws(Failure) in set(&value, try codec.read(&reader)) })
  }

  private init(
    key: String, isWritten: (@Sendable (Value) -> Bool)?,
    write: @escaping @Sendable (Value, inout CanonicalJSONStream) -> Void,
    read: @escaping @Sendable (inout Value, inout SnapshotReader) throws(Failure) -> Void
  ) {
    self.key = key
    self.name = Array(key.utf8)
    self.isWritten = isWritten
    self.write = write
    self.read = read
  }

  /// The same field of a value kept inside another, as the file's header is inside it.
  func lifted<Outer>(_ part: WritableKeyPath<Outer, Value> & Sendable) -> SnapshotField<Outer> {
    let isWritten = self.isWritten
    let write = self.write
    let read = self.read
    var isOuterWritten: (@Sendable (Outer) -> Bool)?
    if let isWritten {
      isOuterWritten = { outer in isWritten(outer[keyPath: part]) }
    }
    return SnapshotField<Outer>(
      key: key, isWritten: isOuterWritten,
      write: { outer, json in write(outer[keyPath: part], &json) },
      read: { outer, reader throws(Failure) in try read(&outer[keyPath: part], &reader) })
  }
}

/// The field table of one kind of object in a snapshot: its fields in the order they are
/// written (sorted by the bytes of their keys, as canonical JSON has them), and the value a
/// reader starts from, which the fields it reads fill in.
struct SnapshotObject<Value: Sendable>: Sendable {
  let fields: [SnapshotField<Value>]
  let empty: Value
  /// One bit per field of `fields` that a reader requires.
  let required: UInt64

  init(empty: Value, _ fields: [SnapshotField<Value>]) {
    precondition(fields.count <= 64, "an object has at most 64 fields")
    self.fields = fields.sorted { $0.name.lexicographicallyPrecedes($1.name) }
    self.empty = empty
    var required: UInt64 = 0
    for (position, field) in self.fields.enumerated() where field.isWritten == nil {
      required |= 1 << position
    }
    self.required = required
  }

  /// The same table with more fields.
  func adding(_ more: [SnapshotField<Value>]) -> Self { Self(empty: empty, fields + more) }

  /// An object of these fields.
  var codec: SnapshotCodec<Value> {
    SnapshotCodec(
      { json, value in json.write(value, as: self) },
      { reader throws(SnapshotReader.Failure) in try reader.read(self) })
  }

  /// An object of these fields made into a `Model` once read, and back into them to be written:
  /// for a model that works a value out from all its fields, as an intent its digest, which it
  /// would work out again for each field set.
  func codec<Model>(
    _ model: @escaping @Sendable (Value) -> Model, _ fields: @escaping @Sendable (Model) -> Value
  ) -> SnapshotCodec<Model> {
    SnapshotCodec(
      { json, value in json.write(fields(value), as: self) },
      { reader throws(SnapshotReader.Failure) in model(try reader.read(self)) })
  }

  /// An array of objects made into `Model`s, as ``codec(_:_:)`` makes one.
  func array<Model>(
    _ model: @escaping @Sendable (Value) -> Model, _ fields: @escaping @Sendable (Model) -> Value
  ) -> SnapshotCodec<[Model]> {
    SnapshotCodec(
      { json, values in
        json.beginArray()
        for index in values.indices { json.write(fields(values[index]), as: self) }
        json.endArray()
      },
      { reader throws(SnapshotReader.Failure) in
        try reader.array { reader throws(SnapshotReader.Failure) in model(try reader.read(self)) }
      })
  }

  /// An array of objects of these fields.
  var array: SnapshotCodec<[Value]> {
    SnapshotCodec(
      { json, values in json.write(values, as: self) },
      { reader throws(SnapshotReader.Failure) in try reader.array(of: self) })
  }
}

extension CanonicalJSONStream {
  /// `value` as an object of `object`'s fields, in their order.
  mutating func write<Value>(_ value: Value, as object: SnapshotObject<Value>) {
    beginObject()
    // By position, as below: a field copied out of the table would retain all it holds.
    for index in object.fields.indices {
      if let isWritten = object.fields[index].isWritten, !isWritten(value) { continue }
      key(object.fields[index].key)
      object.fields[index].write(value, &self)
    }
    endObject()
  }

  /// An array of `values`, each an object of `object`'s fields.
  mutating func write<Value>(_ values: [Value], as object: SnapshotObject<Value>) {
    beginArray()
    // By position: a loop over the elements copies each one, retaining its strings.
    for index in values.indices { write(values[index], as: object) }
    endArray()
  }
}
