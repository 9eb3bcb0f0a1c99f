/** Fakes of the token placeables a stack fan moves. */
import type { DrawnPoint, FanToken } from "@foundry/canvas/fan-ports";

/** A PIXI ObservablePoint: `set` moves it. */
export class FakePoint implements DrawnPoint {
  constructor(
    public x: number,
    public y: number,
  ) {}

  set(x: number, y: number): void {
    this.x = x;
    this.y = y;
  }
}

/**
 * A token placeable of a one-space token on a 100 px grid: its container at the space's top-left
 * corner, its art (the mesh) centred on the space, as Foundry draws them (Token#getCenterPoint,
 * v13 API: a token's centre is its position plus half its size).
 */
export class FakeFanToken implements FanToken {
  readonly w = 100;
  destroyed = false;
  readonly position: FakePoint;
  readonly mesh: { readonly position: FakePoint };

  constructor(
    readonly id: string,
    x: number,
    y: number,
  ) {
    this.position = new FakePoint(x, y);
    this.mesh = { position: new FakePoint(x + 50, y + 50) };
  }

  /** Where its container and its art are drawn. */
  drawn(): [number, number, number, number] {
    return [this.position.x, this.position.y, this.mesh.position.x, this.mesh.position.y];
  }
}
